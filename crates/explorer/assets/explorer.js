// The problem page: holds the game (its positions and moves), asks the Worker (the solvers in
// WebAssembly, worker.js) for each position's moves, draws what it answers, lets the computer
// answer for the side the person does not play, steps back and forward through the game, and
// keeps the game in the address (#case= or #position=, then one move= per move played, at=,
// side=, blind=) so that a reload or a shared link replays it. Nothing is asked of any origin
// but the site's own: its cases and its module.
'use strict';

const problem = document.body.dataset.problem;
const $ = (id) => document.getElementById(id);
// The game so far, one entry per position: { view: the engine's description, played: the move
// that led to it as the moves list shows it (`Alice: start at (1, 1)`) or null, byPerson:
// whether the person made it }.
let game = [];
// The position shown, an index into `game`: the last one, or an earlier one stepped back to.
// The moves after it stay recorded until a move other than the recorded next one is played.
let at = 0;
// The side the person plays (0 or 1); the computer plays the other while #auto is checked.
let side = 0;
// The testdata case the game started from, or null (a pasted position).
let startCase = null;
// For the page's other scripts (puzzle.js): load(text) loads a position as the text box does;
// beforeMove(name, view, byPerson) may refuse a move (false); picture(view) may give another
// SVG to draw; rendered(view) follows each drawing.
const explorer = {
  load: (text) => busy(() => loadText(text)), beforeMove: null, picture: null, rendered: null,
};

// Opened from disk (file://), the browser lets the page neither start its Worker nor fetch its
// module and cases: it says so and how to serve it, and asks for nothing.
const fromDisk = location.protocol === 'file:';

// The solvers, compiled once; each Worker instantiates them anew.
const compiled = fromDisk ? new Promise(() => {}) : (async () => {
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

  // The answer to one request, rejected with the engine's message or at the time limit. The
  // request is pending from the start, so that Cancel and the limit stop it also while the
  // Worker is still starting.
  ask(request) {
    const limit = Math.min(Math.max(Number($('time-limit').value) || 30, 1), 3600);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.stop(
        `No answer within ${limit} s: the position is too large to answer at once here (the `
        + 'solve is stopped; the time limit is above).',
      ), limit * 1000);
      const pending = { resolve, reject, timer };
      this.pending = pending;
      this.ready.then(() => {
        if (this.pending !== pending) return;
        this.worker.onmessage = (event) => this.answered(event.data);
        this.worker.onerror = (event) => this.stop(`The solvers' Worker failed: ${event.message}`);
        this.worker.postMessage({ request });
      }, (error) => {
        if (this.pending !== pending) return;
        this.pending = null;
        clearTimeout(timer);
        reject(error);
      });
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
if (!fromDisk) engine.start();

// The engine's request text (crates/explorer/src/engine.rs): call, problem, move, position.
// A view of a long text leaves its position out (gamecore's ECHOED_UP_TO): the text sent is it.
async function call(position, move) {
  const kind = move === undefined ? 'view' : 'play';
  const view = await engine.ask(`${kind}\n${problem}\n${move === undefined ? '' : move}\n${position}`);
  if (view.position === undefined) view.position = position;
  return view;
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
  // A request stopped or refused was not answered: the time says so.
  let outcome = 'answered in';
  try {
    await work();
  } catch (error) {
    outcome = 'stopped after';
    say(error.message, 'error');
  } finally {
    clearInterval(ticker);
    $('cancel').hidden = true;
    $('elapsed').textContent = `${outcome} ${((performance.now() - started) / 1000).toFixed(2)} s`;
    document.body.dataset.state = 'ready';
  }
}

// The message beside the table, where the student is; an error or a mistake is scrolled into
// sight.
function say(text, kind) {
  $('message').textContent = text;
  $('message').className = kind || '';
  if (text && kind) $('message').scrollIntoView({ block: 'nearest' });
}

// The position shown.
function current() {
  return game[at];
}

// Starts a game at the position `text` (from the case `name`, or pasted: null). A position the
// engine refuses (or does not answer) leaves no board of the game before it on the page.
async function loadText(text, name = null) {
  let view;
  try {
    view = await call(text);
  } catch (error) {
    game = [];
    at = 0;
    startCase = null;
    clearBoard();
    saveAddress();
    throw error;
  }
  game = [{ view, played: null, byPerson: false }];
  at = 0;
  startCase = name;
  chooseSide(view.toMove === null ? 0 : view.toMove);
  render();
}

// Plays a move by its name (the person's or the computer's) from the position shown; a
// person's mistake is named. The recorded next move played again keeps the moves after it;
// any other move replaces them.
async function play(name, byPerson) {
  const before = current().view;
  if (explorer.beforeMove && explorer.beforeMove(name, before, byPerson) === false) return;
  const recorded = game[at + 1];
  if (recorded && recorded.view.played === name) {
    // The engine named this move so: the position after it is known.
    recorded.byPerson = byPerson;
  } else {
    const view = await call(before.position, name);
    if (recorded && recorded.view.played === view.played) recorded.byPerson = byPerson;
    else game.splice(at + 1, game.length, { view, played: `${before.players[before.toMove]}: ${view.played}`, byPerson });
  }
  at += 1;
  render();
  if (byPerson) judge(at);
}

// Whether the computer is to move: the side to move is not the person's, and it answers.
function computersTurn() {
  const view = current().view;
  return $('auto').checked && view.toMove !== null && view.toMove !== side && view.moves.length > 0;
}

// The computer plays its best moves until the side to move is the person's again (racing's
// start choice is followed by the same side's first move) or the game is over.
async function answer() {
  while (computersTurn()) await play(current().view.moves[0].move, false);
}

// The person's move, then the computer's answer.
async function personPlays(name) {
  await play(name, true);
  await answer();
  focusTable();
}

// After the person's move (and the computer's reply) the keyboard is back at the table: on the
// new position's first move, or on Undo once the game is over.
function focusTable() {
  const first = document.querySelector('#moves tbody [data-testid=move] button');
  (first || $('undo')).focus();
}

// Names a mistake when it is made: a move worse than the table's best, in verdict or in score.
function judge(index) {
  const mistake = ValueHistory.mistakeAt(game, index);
  if (!mistake || $('hide-values').checked) return;
  const before = game[index - 1].view;
  const kept = before.value;
  const got = game[index].view.playedValue;
  if (got.verdict !== kept.verdict) {
    const better = before.moves.filter((r) => r.verdict === kept.verdict).map((r) => r.label);
    const shown = better.slice(0, 5).join('; ') + (better.length > 5 ? '; ...' : '');
    const lost = kept.verdict === 'win' ? 'the win' : 'the tie';
    say(`That move gives away ${lost}; the ${kept.verdict === 'win' ? 'winning' : 'tying'} moves were: ${shown}`, 'mistake');
    return;
  }
  const better = before.moves.filter((r) => r.best).map((r) => r.label);
  const shown = better.slice(0, 5).join('; ') + (better.length > 5 ? '; ...' : '');
  const points = Math.abs(kept.score - got.score);
  say(`That move costs ${points} point${points === 1 ? '' : 's'} (${mistake.text.replace(/ \(.*\)$/, '')}); the best moves were: ${shown}`, 'mistake');
}

// The person plays `chosen` (0 or 1); the side list names the players of the game shown.
function chooseSide(chosen) {
  side = chosen;
  const players = game.length > 0 ? game[0].view.players : [];
  $('side').replaceChildren(...players.map((name, i) => new Option(name, String(i))));
  $('side').value = String(side);
}

function render() {
  const view = current().view;
  PositionText.show(view.position);
  $('legend').textContent = view.legend;
  $('turn').textContent = view.toMove === null
    ? 'The game is over.'
    : `${view.players[view.toMove]} to move.`;
  $('whose').textContent = whose(view);
  renderResult(view);
  renderPicture(view);
  renderMoves(view);
  const wrong = ValueHistory.mistakes(game);
  MovesPlayed.draw($('steps'), game, at, wrong);
  ValueHistory.draw($('chart'), $('mistakes'), game, side, at);
  $('mistakes-none').hidden = wrong.length > 0;
  $('undo').disabled = at < 1;
  $('computer').disabled = view.moves.length === 0;
  $('typed-move').hidden = view.toMove === null;
  $('side').disabled = !$('auto').checked;
  saveAddress();
  document.body.dataset.renders = Number(document.body.dataset.renders) + 1;
  if (explorer.rendered) explorer.rendered(view);
}

// Whose move it is for the person: theirs, or the computer's (which it makes once the person
// has moved: a position stepped back to waits).
function whose(view) {
  if (view.toMove === null || !$('auto').checked) return '';
  if (view.toMove === side) return 'Your move.';
  return at < game.length - 1 ? 'The computer’s move (Computer moves plays it).' : 'The computer moves.';
}

// Shows the game's position `index` (its picture and table) without playing: the moves after it
// stay recorded.
function stepTo(index) {
  if (document.body.dataset.state === 'busy' || index < 0 || index >= game.length) return;
  at = index;
  say('');
  render();
}

// The end of the game: who won and why, in the problem's words, and what it means for the person.
function renderResult(view) {
  const over = view.toMove === null;
  $('result').hidden = !over;
  $('result').className = '';
  if (!over) return;
  $('result-text').textContent = `${view.result || 'The game is over'}.`;
  let you = '';
  if ($('auto').checked && game.length > 1) {
    const mine = view.players[side];
    if (view.winner === side) you = `You played ${mine}: you win.`;
    else if (view.winner === null) you = `You played ${mine}: a draw.`;
    else if (ValueHistory.mistakes(game.slice(0, at + 1)).some((mistake) => game[mistake.index].byPerson)) {
      you = `You played ${mine}: the computer wins this time (Undo takes your move back).`;
    } else {
      you = `You played ${mine}: the computer wins. Your side was lost from the start; none of your moves was a mistake.`;
    }
    $('result').className = view.winner === side ? 'won' : 'lost';
  }
  $('result-you').textContent = you;
}

// Empties the board and the table: nothing of an earlier game stays on screen after a failed load.
function clearBoard() {
  renderPicture(null);
  $('turn').textContent = '';
  $('whose').textContent = '';
  $('legend').textContent = '';
  $('result').hidden = true;
  $('moves').tBodies[0].replaceChildren();
  $('moves').hidden = true;
  $('rest').textContent = '';
  $('rest-moves').hidden = true;
  $('rest-table').tBodies[0].replaceChildren();
  MovesPlayed.draw($('steps'), game, at, []);
  ValueHistory.draw($('chart'), $('mistakes'), game, side, at);
  $('undo').disabled = true;
  $('computer').disabled = true;
  $('typed-move').hidden = true;
}

// The position's picture, drawn inline (picture.js), none for `null` (a failed load): a click on
// a target plays its move. Called again when blind play is switched.
function renderPicture(view) {
  const svg = view && view.svg && explorer.picture ? explorer.picture(view) : view && view.svg;
  const drawn = Picture.draw($('drawing'), svg || null, (name) => busy(() => personPlays(name)));
  const best = view && view.moves.length > 0 && view.moves[0].best ? view.moves[0].move : null;
  Picture.best(best);
  $('show').hidden = drawn || !view;
  $('show').textContent = drawn || !view ? '' : view.show;
}

// A row's value for the tests' hooks: the score where the game has one, else the verdict.
function rowValue(move) {
  return move.score !== null ? String(move.score) : move.verdict;
}

// Rows in the engine's order (best first), or in blind play in their labels' order, so that the
// order gives no value away.
function ordered(rows) {
  if (!$('hide-values').checked) return rows;
  return [...rows].sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
}

function renderMoves(view) {
  const rows = ordered(view.moves).flatMap((move) => moveRows(move, 'move'));
  $('moves').tBodies[0].replaceChildren(...rows);
  $('moves').hidden = rows.length === 0;
  $('rest').textContent = view.rest || '';
  const rest = view.restMoves || [];
  $('rest-moves').hidden = rest.length === 0;
  $('rest-count').textContent = rest.length === 1 ? 'other move' : `${rest.length} other moves`;
  $('rest-table').tBodies[0].replaceChildren(...ordered(rest).flatMap((move) => moveRows(move, 'rest-move')));
  const winning = view.moves.some((move) => move.best && move.verdict === 'win');
  $('none-winning').hidden = winning || view.moves.length === 0;
}

// One row of the table (with the hooks `testid` and data-value, data-best), whose click plays
// its move; a row of several moves is followed by the row of its members, each playable.
function moveRows(move, testid) {
  const tr = document.createElement('tr');
  tr.className = `move ${move.verdict}`;
  tr.style.setProperty('--shade', move.shade / 100);
  for (const key of ['move', 'verdict', 'score', 'grundy', 'remoteness', 'count', 'shade']) {
    if (move[key] !== null) tr.dataset[key] = move[key];
  }
  tr.dataset.testid = testid;
  tr.dataset.value = rowValue(move);
  if (move.best) tr.dataset.best = 'true';
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
  cells[3].className = 'value';
  tr.append(...cells);
  tr.addEventListener('click', () => busy(() => personPlays(move.move)));
  // The row's moves marked on the picture (a chapaev shot drawn) under the pointer or the
  // keyboard's focus.
  const names = move.members.length ? move.members : [move.move];
  tr.addEventListener('mouseenter', () => Picture.mark(names));
  tr.addEventListener('mouseleave', () => Picture.mark([]));
  // Only a focus the keyboard moved (not the one the page gives after a click) marks.
  button.addEventListener('focus', () => button.matches(':focus-visible') && Picture.mark(names));
  button.addEventListener('blur', () => Picture.mark([]));
  if (move.members.length <= 1 && move.membersComplete) return [tr];
  const members = membersRow(move);
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'open';
  open.setAttribute('aria-label', `choose one of these ${move.count} moves`);
  open.title = `choose one of these ${move.count} moves`;
  open.addEventListener('click', (event) => {
    event.stopPropagation();
    members.hidden = !members.hidden;
    open.classList.toggle('opened', !members.hidden);
  });
  cells[2].append(open);
  return [tr, members];
}

// The moves a grouped row stands for, one button each, and a box for those not listed.
function membersRow(move) {
  const tr = document.createElement('tr');
  tr.className = 'members';
  tr.hidden = true;
  if (move.best) tr.dataset.best = 'true';
  const td = document.createElement('td');
  td.colSpan = 3;
  const list = document.createElement('div');
  list.className = 'member-list';
  list.append(...move.members.map((name) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'member';
    button.dataset.move = name;
    button.textContent = name;
    button.addEventListener('click', () => busy(() => personPlays(name)));
    button.addEventListener('mouseenter', () => Picture.mark([name]));
    button.addEventListener('focus', () => button.matches(':focus-visible') && Picture.mark([name]));
    button.addEventListener('blur', () => Picture.mark([]));
    return button;
  }));
  td.append(list);
  if (!move.membersComplete) {
    const note = document.createElement('p');
    note.textContent = `${move.members.length} of the ${move.count} are listed; type any other:`;
    td.append(note, typeBox(move.members[0] || move.move));
  }
  tr.append(document.createElement('td'), td);
  return tr;
}

// A box to type a move's name in, with its Play button (Enter plays too).
function typeBox(example) {
  const box = document.createElement('div');
  box.className = 'actions typed';
  const input = document.createElement('input');
  input.type = 'text';
  input.placeholder = example;
  input.setAttribute('aria-label', 'a move, typed');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Play';
  const go = () => input.value.trim() && busy(() => personPlays(input.value.trim()));
  button.addEventListener('click', go);
  input.addEventListener('keydown', (event) => event.key === 'Enter' && go());
  box.append(input, button);
  return box;
}

// The game in the address: its start (the case's name, or the position's text), every move
// played by its name, the position shown when it is not the last, the person's side (or `both`)
// and blind play.
// The longest address the page writes: a browser opens no link of about 2 MB, and a link of
// even a tenth of that is no longer one to share. A game past it keeps its address empty.
const LINK_CAP = 100000;
// Whether the address holds the game (false: it was past LINK_CAP).
let linked = true;

function saveAddress() {
  linked = true;
  if (game.length === 0) {
    history.replaceState(null, '', location.pathname + location.search);
    return;
  }
  // A start past the cap is not even encoded: that alone takes a 20 MB text seconds.
  if (startCase === null && game[0].view.position.length > LINK_CAP) {
    linked = false;
    history.replaceState(null, '', location.pathname + location.search);
    return;
  }
  const params = new URLSearchParams();
  if (startCase !== null) params.set('case', startCase);
  else params.set('position', game[0].view.position);
  for (const entry of game.slice(1)) params.append('move', entry.view.played);
  if (at < game.length - 1) params.set('at', String(at));
  params.set('side', $('auto').checked ? String(side) : 'both');
  if ($('hide-values').checked) params.set('blind', '1');
  const address = `#${params}`;
  linked = address.length <= LINK_CAP;
  history.replaceState(null, '', linked ? address : location.pathname + location.search);
}

// Replays the game in the address through the engine, if it holds one; whether it did.
async function restore() {
  const params = new URLSearchParams(location.hash.slice(1));
  const name = params.get('case');
  const text = name !== null ? await caseText(name) : params.get('position');
  if (text === null) return false;
  if (name !== null) $('case').value = name;
  $('hide-values').checked = params.get('blind') === '1';
  applyBlind();
  await loadText(text, name);
  const chosen = params.get('side');
  $('auto').checked = chosen !== 'both';
  if (chosen === '0' || chosen === '1') chooseSide(Number(chosen));
  for (const [i, move] of params.getAll('move').entries()) {
    const before = current().view;
    let view;
    try {
      view = await call(before.position, move);
    } catch (error) {
      render();
      throw new Error(`The link's move ${i + 1} (${move}) cannot be played: ${error.message}`);
    }
    const byPerson = !$('auto').checked || before.toMove === side;
    game.push({ view, played: `${before.players[before.toMove]}: ${view.played}`, byPerson });
    at = game.length - 1;
  }
  const shown = Number(params.get('at'));
  if (params.has('at') && Number.isInteger(shown) && shown >= 0 && shown < game.length) at = shown;
  render();
  return true;
}

// Blind play: every value hidden (the table's values, colours and order, the chart, the
// mistakes) until the student shows them again.
function applyBlind() {
  const blind = $('hide-values').checked;
  document.body.classList.toggle('blind', blind);
  $('best-only').disabled = blind;
  if (blind) $('best-only').checked = false;
  applyFilter();
  if (blind && $('message').className === 'mistake') say('');
  if (game.length > 0) {
    renderPicture(current().view);
    renderMoves(current().view);
    saveAddress();
  }
}

// The "winning moves only" filter: the rows as good as the best move.
function applyFilter() {
  for (const table of [$('moves'), $('rest-table')]) {
    table.classList.toggle('best-only', $('best-only').checked);
  }
}

// The case list (cases/<problem>/index.json: the cases this page can answer, slow ones marked);
// the tests of a case of several are grouped under its name.
async function loadCases() {
  const cases = await (await file(`cases/${problem}/index.json`)).json();
  const items = [];
  let group = null;
  for (const entry of cases) {
    const slow = entry.slow ? ' (slow: may pass the time limit)' : '';
    if (entry.tests > 1) {
      if (group === null || group.dataset.case !== entry.case) {
        group = document.createElement('optgroup');
        group.dataset.case = entry.case;
        items.push(group);
      }
      group.append(new Option(`${entry.case}, test ${entry.test} of ${entry.tests}${slow}`, entry.name));
      const shown = group.children.length;
      group.label = shown < entry.tests
        ? `${entry.case}: ${entry.tests} tests, ${shown} offered`
        : `${entry.case}: ${entry.tests} tests`;
    } else {
      group = null;
      items.push(new Option(`${entry.name}${slow}`, entry.name));
    }
  }
  $('case').replaceChildren(...items);
  $('load').hidden = cases.length === 0;
  return cases;
}

async function caseText(name) {
  return (await file(`cases/${problem}/${encodeURIComponent(name)}.in`)).text();
}

async function loadCase(name) {
  const text = await caseText(name);
  PositionText.show(text);
  await loadText(text, name);
}

// The page's start: the game in the address, or the first case.
async function begin() {
  const cases = await loadCases();
  if (!(await restore()) && cases.length > 0) await loadCase(cases[0].name);
}

$('load-case').addEventListener('click', () => busy(() => loadCase($('case').value)));
$('load-text').addEventListener('click', () => busy(() => loadText(PositionText.value())));
$('computer').addEventListener('click', () => busy(async () => {
  await play(current().view.moves[0].move, false);
  await answer();
}));
$('cancel').addEventListener('click', () => engine.stop('Cancelled: the solve is stopped.'));
// The person's side, and whether the computer plays the other: it answers at once when the
// side to move is now its own.
for (const id of ['side', 'auto']) {
  $(id).addEventListener('change', () => {
    side = Number($('side').value);
    if (game.length === 0) return;
    render();
    busy(answer);
  });
}
$('hide-values').addEventListener('change', applyBlind);
$('best-only').addEventListener('change', applyFilter);
$('typed-move').append(typeBox('a move, as the table names it'));
// Takes back one move, and the computer's moves before it, so that the person is to move again;
// the moves taken back stay recorded (Forward shows them again) until another move is played.
$('undo').addEventListener('click', () => {
  if (at < 1 || document.body.dataset.state === 'busy') return;
  let back = at - 1;
  while ($('auto').checked && back > 0 && game[back].view.toMove !== side) back -= 1;
  stepTo(back);
});
$('step-back').addEventListener('click', () => stepTo(at - 1));
$('step-forward').addEventListener('click', () => stepTo(at + 1));
$('steps').addEventListener('click', (event) => {
  const step = event.target.closest('[data-testid=history-step]');
  if (step) stepTo(Number(step.dataset.index));
});
$('copy').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(PositionText.value());
  } catch {
    // A large text is not in the box, which the older way copies from.
    if (PositionText.value().length > PositionText.LARGE) {
      say('The browser did not let the page copy this position, which is too large for the text box.', 'error');
      return;
    }
    $('position').select();
    document.execCommand('copy');
  }
  say('The position is copied as text.');
});
$('link').addEventListener('click', async () => {
  if (!linked) {
    const size = (game[0].view.position.length / 1e6).toFixed(1);
    say(`This position (${size} MB of text) is too large for a link, so none was copied: `
      + 'copy the position as text instead.', 'error');
    return;
  }
  try {
    await navigator.clipboard.writeText(location.href);
    say('The link to this game is copied: it opens the game at this move.');
  } catch {
    say(`The link to this game: ${location.href}`);
  }
});
// A link to another game pasted into this tab's address bar.
window.addEventListener('hashchange', () => busy(restore));
if (fromDisk) {
  say(`This page must be served over http, not opened from a file: serve the site's folder, \
for instance with python3 -m http.server -d site (or cargo xtask site --serve), and open \
http://localhost:8000/${problem}.html there.`, 'error');
  document.body.dataset.state = 'from-disk';
  performance.mark('explorer-from-disk');
} else {
  // The bench reads when the page first became ready (its time to interactive).
  busy(begin).then(() => performance.mark('explorer-ready'));
}
