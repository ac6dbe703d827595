// The problem page: holds the position and its history, asks the Worker (the solvers in
// WebAssembly, worker.js) for each position's moves, and draws what it answers. Nothing is
// asked of any origin but the site's own: its cases and its module.
'use strict';

const problem = document.body.dataset.problem;
const $ = (id) => document.getElementById(id);
// Each entry: the engine's description of a position, the move that led to it (or null), and
// whether the person or the computer made it.
let history = [];

// The solvers, compiled once; each Worker instantiates them anew.
const compiled = (async () => {
  const response = await fetch('explorer.wasm');
  if (!response.ok) throw new Error(`explorer.wasm: ${response.status} ${response.statusText}`);
  // A host that serves .wasm with another type cannot stream it; compiling the bytes works.
  if ((response.headers.get('Content-Type') || '').startsWith('application/wasm')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
})();

// The Worker that answers, replaced when it is ended (time limit, Cancel) or has trapped.
const engine = {
  worker: null,
  ready: null,
  // The request under way: { resolve, reject, timer } or null.
  pending: null,

  start() {
    const worker = new Worker('worker.js');
    this.worker = worker;
    this.ready = compiled.then((module) => new Promise((resolve, reject) => {
      worker.onmessage = (event) => (event.data.ready ? resolve() : reject(new Error(event.data.message)));
      worker.onerror = (event) => reject(new Error(`The solvers' Worker failed: ${event.message}`));
      worker.postMessage({ module });
    }));
    this.ready.catch(() => {});
  },

  // Ends the Worker (and the solve under way) and starts a fresh one.
  restart() {
    this.worker.terminate();
    this.start();
  },

  // The answer to one request, rejected with the engine's message or at the time limit.
  async ask(request) {
    await this.ready;
    const limit = Math.min(Math.max(Number($('time-limit').value) || 30, 1), 3600);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.stop(
        `No answer within ${limit} s: the position is too large to answer at once here (the `
        + 'solve is stopped; the time limit is above).',
      ), limit * 1000);
      this.pending = { resolve, reject, timer };
      this.worker.onmessage = (event) => this.answered(event.data);
      this.worker.onerror = (event) => this.stop(`The solvers' Worker failed: ${event.message}`);
      this.worker.postMessage({ request });
    });
  },

  answered({ answer, trapped }) {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    if (trapped) this.restart();
    const json = JSON.parse(answer);
    if (json.error) pending.reject(new Error(json.message));
    else pending.resolve(json);
  },

  // Stops the request under way with `message`: the Worker ends, so the next request answers
  // at once.
  stop(message) {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    this.restart();
    pending.reject(new Error(message));
  },
};
engine.start();

// The engine's request text (crates/explorer/src/engine.rs): call, problem, move, position.
function call(position, move) {
  const kind = move === undefined ? 'view' : 'play';
  return engine.ask(`${kind}\n${problem}\n${move === undefined ? '' : move}\n${position}`);
}

// A file of the site's own (a case, the case list).
async function file(path) {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
  return response;
}

// Runs one request at a time, with the page marked busy and the time shown meanwhile; errors
// become the message.
async function busy(work) {
  if (document.body.dataset.state === 'busy') return;
  document.body.dataset.state = 'busy';
  say('');
  const started = performance.now();
  const tick = () => {
    $('elapsed').textContent = `solving: ${((performance.now() - started) / 1000).toFixed(1)} s`;
  };
  const ticker = setInterval(tick, 100);
  $('cancel').hidden = false;
  try {
    await work();
  } catch (error) {
    say(error.message, 'error');
  } finally {
    clearInterval(ticker);
    $('cancel').hidden = true;
    $('elapsed').textContent = `answered in ${((performance.now() - started) / 1000).toFixed(2)} s`;
    document.body.dataset.state = 'ready';
  }
}

function say(text, kind) {
  $('message').textContent = text;
  $('message').className = kind || '';
}

function current() {
  return history[history.length - 1];
}

async function loadText(text) {
  const view = await call(text);
  history = [{ view, played: null, byPerson: false }];
  render();
}

// Plays a move by its name; the computer answers when asked to and the game goes on.
async function play(name, byPerson) {
  const before = current().view;
  const row = before.moves.find((r) => r.move === name);
  const view = await call(before.position, name);
  history.push({ view, played: `${before.players[before.toMove]}: ${view.played}`, byPerson });
  render();
  if (byPerson && row) judge(before, row);
  if (byPerson && $('auto').checked && view.toMove !== null && view.moves.length > 0) {
    await play(view.moves[0].move, false);
  }
}

// Names a mistake when it is made: a move worse in verdict than the table's best.
function judge(before, row) {
  const best = before.moves[0];
  if (row.verdict === best.verdict) return;
  const better = before.moves.filter((r) => r.verdict === best.verdict).map((r) => r.label);
  const shown = better.slice(0, 5).join('; ') + (better.length > 5 ? '; ...' : '');
  const lost = best.verdict === 'win' ? 'the win' : 'the tie';
  say(`That move gives away ${lost}; the ${best.verdict === 'win' ? 'winning' : 'tying'} moves were: ${shown}`, 'mistake');
}

function render() {
  const view = current().view;
  $('position').value = view.position;
  $('legend').textContent = view.legend;
  $('turn').textContent = view.toMove === null
    ? 'The game is over.'
    : `${view.players[view.toMove]} to move.`;
  renderPicture(view);
  renderMoves(view);
  const list = $('history');
  list.replaceChildren(...history.slice(1).map((entry) => {
    const item = document.createElement('li');
    item.textContent = entry.played;
    return item;
  }));
  $('history-empty').hidden = history.length > 1;
  $('undo').disabled = history.length < 2;
  $('computer').disabled = view.moves.length === 0;
  document.body.dataset.renders = Number(document.body.dataset.renders) + 1;
}

// The SVG drawn inline (picture.js): a click on a target plays its move.
function renderPicture(view) {
  const drawn = Picture.draw($('drawing'), view.svg, (name) => busy(() => play(name, true)));
  $('show').hidden = drawn;
  $('show').textContent = drawn ? '' : view.show;
}

// A row's value for the tests' hooks: the score where the game has one, else the verdict.
function rowValue(move) {
  return move.score !== null ? String(move.score) : move.verdict;
}

function renderMoves(view) {
  const best = view.moves.length > 0 ? rowValue(view.moves[0]) : null;
  const rows = view.moves.map((move) => {
    const tr = document.createElement('tr');
    tr.className = `move ${move.verdict}`;
    tr.style.setProperty('--shade', move.shade / 100);
    for (const key of ['move', 'verdict', 'score', 'grundy', 'remoteness', 'count', 'shade']) {
      if (move[key] !== null) tr.dataset[key] = move[key];
    }
    tr.dataset.testid = 'move';
    tr.dataset.value = rowValue(move);
    if (rowValue(move) === best) tr.dataset.best = 'true';
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    const button = document.createElement('button');
    button.className = 'play';
    button.type = 'button';
    button.textContent = move.label;
    const cells = [swatch, button, move.count, move.value].map((content) => {
      const td = document.createElement('td');
      td.append(content);
      return td;
    });
    tr.append(...cells);
    tr.addEventListener('click', () => busy(() => play(move.move, true)));
    tr.addEventListener('mouseenter', () => Picture.mark(move.members?.length ? move.members : [move.move]));
    tr.addEventListener('mouseleave', () => Picture.mark([]));
    return tr;
  });
  $('moves').tBodies[0].replaceChildren(...rows);
  $('rest').textContent = view.rest || '';
}

// The case list (cases/<problem>/index.json: the cases this page can answer, slow ones marked).
async function loadCases() {
  const cases = await (await file(`cases/${problem}/index.json`)).json();
  $('case').replaceChildren(...cases.map((entry) => {
    const label = entry.slow ? `${entry.name} (slow: may pass the time limit)` : entry.name;
    return new Option(label, entry.name);
  }));
  $('load').hidden = cases.length === 0;
  if (cases.length > 0) await loadCase(cases[0].name);
}

async function loadCase(name) {
  const text = await (await file(`cases/${problem}/${encodeURIComponent(name)}.in`)).text();
  $('position').value = text;
  await loadText(text);
}

$('load-case').addEventListener('click', () => busy(() => loadCase($('case').value)));
$('load-text').addEventListener('click', () => busy(() => loadText($('position').value)));
$('computer').addEventListener('click', () => busy(() => play(current().view.moves[0].move, false)));
$('cancel').addEventListener('click', () => engine.stop('Cancelled: the solve is stopped.'));
// Takes back one move; when the computer answered the person's move, takes back both, so that
// the person is to move again.
$('undo').addEventListener('click', () => {
  if (history.length < 2 || document.body.dataset.state === 'busy') return;
  const undone = history.pop();
  if (!undone.byPerson && $('auto').checked && history.length > 1 && current().byPerson) {
    history.pop();
  }
  say('');
  render();
});
$('copy').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText($('position').value);
  } catch {
    $('position').select();
    document.execCommand('copy');
  }
  say('The position is copied as text.');
});
// The bench reads when the page first became ready (its time to interactive).
busy(loadCases).then(() => performance.mark('explorer-ready'));
