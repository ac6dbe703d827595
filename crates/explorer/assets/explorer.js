// The problem page: holds the position and its history, asks the server for each position's
// moves, and draws what it answers. The server keeps no state.
'use strict';

const problem = document.body.dataset.problem;
const $ = (id) => document.getElementById(id);
// Each entry: the server's description of a position, the move that led to it (or null), and
// whether the person or the computer made it.
let history = [];
let pictureUrl = null;

// Calls the API; resolves to its JSON, or rejects with the server's message.
async function call(path, fields) {
  const options = fields ? { method: 'POST', body: new URLSearchParams(fields) } : {};
  let response;
  try {
    response = await fetch(`/api/${problem}/${path}`, options);
  } catch {
    throw new Error('The explorer does not answer: is its server still running?');
  }
  const json = (response.headers.get('Content-Type') || '').startsWith('application/json');
  if (!json) {
    const text = await response.text();
    if (!response.ok) throw new Error(text.trim());
    return text;
  }
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.message);
  return answer;
}

// Runs one request at a time, with the page marked busy meanwhile; errors become the message.
async function busy(work) {
  if (document.body.dataset.state === 'busy') return;
  document.body.dataset.state = 'busy';
  say('');
  try {
    await work();
  } catch (error) {
    say(error.message, 'error');
  } finally {
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
  const view = await call('view', { position: text });
  history = [{ view, played: null, byPerson: false }];
  render();
}

// Plays a move by its name; the computer answers when asked to and the game goes on.
async function play(name, byPerson) {
  const before = current().view;
  const row = before.moves.find((r) => r.move === name);
  const view = await call('play', { position: before.position, move: name });
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

// The SVG goes in an <img>, so that its stylesheet stays inside the picture.
function renderPicture(view) {
  if (pictureUrl) URL.revokeObjectURL(pictureUrl);
  pictureUrl = null;
  $('drawing').hidden = !view.svg;
  $('show').hidden = !!view.svg;
  if (view.svg) {
    pictureUrl = URL.createObjectURL(new Blob([view.svg], { type: 'image/svg+xml' }));
    $('drawing').src = pictureUrl;
  } else {
    $('drawing').removeAttribute('src');
    $('show').textContent = view.show;
  }
}

function renderMoves(view) {
  const rows = view.moves.map((move) => {
    const tr = document.createElement('tr');
    tr.className = `move ${move.verdict}`;
    tr.style.setProperty('--shade', move.shade / 100);
    for (const key of ['move', 'verdict', 'score', 'grundy', 'remoteness', 'count', 'shade']) {
      if (move[key] !== null) tr.dataset[key] = move[key];
    }
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
    return tr;
  });
  $('moves').tBodies[0].replaceChildren(...rows);
  $('rest').textContent = view.rest || '';
}

async function loadCases() {
  const names = await call('cases');
  $('case').replaceChildren(...names.map((name) => new Option(name, name)));
  $('load').hidden = names.length === 0;
  if (names.length > 0) await loadText(await call(`cases/${encodeURIComponent(names[0])}`));
}

$('load-case').addEventListener('click', () => busy(async () => {
  await loadText(await call(`cases/${encodeURIComponent($('case').value)}`));
}));
$('load-text').addEventListener('click', () => busy(() => loadText($('position').value)));
$('computer').addEventListener('click', () => busy(() => play(current().view.moves[0].move, false)));
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
busy(loadCases);
