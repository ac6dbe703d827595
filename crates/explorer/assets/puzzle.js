// The puzzle panel, "find the winning move": positions from the problem's own generators where
// exactly one move is best, easy to hard, read from the site's file of them
// (cases/<problem>/puzzles.json, searched for natively when the site was built: the Worker is
// never asked). Choosing one loads its position through the page's own load path
// (explorer.load, explorer.js). Until it is solved the answer stays hidden: the table loses its
// values and colours (body[data-puzzle="unsolved"], puzzle.css) and lists the moves by label
// instead of best first, and the picture loses what marks the answer. The person's move is judged
// before it is played: a wrong one is refused with its value, the right one is played and the
// reasoning shown (as the "show the answer" button shows them).
'use strict';

(() => {
  const problem = document.body.dataset.problem;
  // What marks the answer in a picture: gamecore::svg's classes for the winning move, its
  // arrows and tracks, and the values (Grundy labels); the ringed winning item and the winning
  // point by their ids. A picture with any of them explains them in its caption, which goes too.
  const ANSWER_MARKS = '.win, .win-fill, .arrow, .track, .grundy, [id^="winning"], #red-point';
  const byName = new Intl.Collator(undefined, { numeric: true });
  let puzzles = [];
  // The puzzle chosen: { index, status, tries, shown, rows, title } or null; status is
  // 'unsolved' until the right move ('solved') or the answer shown ('revealed'); shown: its
  // position was drawn; rows: the table's rows best first, as the page drew them.
  let open = null;

  function make(tag, attributes, ...children) {
    const element = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes)) {
      if (key === 'testid') element.dataset.testid = value;
      else if (key === 'text') element.textContent = value;
      else if (key === 'role') element.setAttribute('role', value);
      else element[key] = value;
    }
    element.append(...children);
    return element;
  }

  const list = make('ol', { testid: 'puzzle-list' });
  const prompt = make('p', { id: 'puzzle-prompt', testid: 'puzzle-prompt' });
  const verdict = make('p', { id: 'puzzle-verdict', testid: 'puzzle-verdict', role: 'status' });
  const showAnswer = make('button', { type: 'button', testid: 'puzzle-show-answer', text: 'Show the answer' });
  const next = make('button', { type: 'button', testid: 'puzzle-next', text: 'Next puzzle' });
  const answerMove = make('p', { id: 'puzzle-move', testid: 'puzzle-move' });
  const explanation = make('pre', { id: 'puzzle-explanation', testid: 'puzzle-explanation' });
  const answer = make('div', { id: 'puzzle-answer', testid: 'puzzle-answer', hidden: true },
    answerMove, make('p', { className: 'why', text: 'Why it wins (the solver’s --explain):' }), explanation);
  const chosen = make('div', { id: 'puzzle-open', testid: 'puzzle-open', hidden: true },
    prompt, verdict, make('div', { className: 'actions' }, showAnswer, next), answer);
  const panel = make('section', { id: 'puzzle', testid: 'puzzle', hidden: true },
    make('h2', { text: 'Puzzles: find the winning move' }),
    make('p', {
      className: 'intro',
      text: 'Positions from this problem’s own generators with exactly one best move, easy to '
        + 'hard. Choose one and play the move you think wins.',
    }),
    list, chosen);
  const main = document.querySelector('main');
  main.parentNode.insertBefore(panel, main);

  // Easy, medium or hard, as the site's search labelled it (medium and hard ones offer real
  // choice: four moves or more, where the game has positions with that many).
  const difficulty = (index) => puzzles[index].level;
  const plural = (n, word) => `${n} ${word}${n === '1' ? '' : 's'}`;

  function fill() {
    list.replaceChildren(...puzzles.map((puzzle, index) => {
      const button = make('button', { type: 'button', testid: 'puzzle-item' },
        make('span', { className: 'number', text: `${index + 1} · ${difficulty(index)}` }),
        make('span', { className: 'level', text: plural(puzzle.moves, 'move') }));
      button.dataset.index = index;
      button.dataset.difficulty = difficulty(index);
      button.title = `Puzzle ${index + 1}: ${plural(puzzle.moves, 'move')} to choose from`;
      button.addEventListener('click', () => choose(index));
      return make('li', {}, button);
    }));
    panel.hidden = puzzles.length === 0;
  }

  function item(index) {
    return list.querySelector(`[data-index="${index}"]`);
  }

  function tableBody() {
    return document.querySelector('#moves tbody');
  }

  function say(text, kind) {
    verdict.textContent = text;
    verdict.dataset.verdict = kind;
  }

  async function choose(index) {
    if (document.body.dataset.state === 'busy') return;
    const puzzle = puzzles[index];
    open = { index, status: 'unsolved', tries: 0, shown: false, rows: [], title: '' };
    document.body.dataset.puzzle = 'unsolved';
    for (const other of list.querySelectorAll('button')) other.removeAttribute('aria-current');
    item(index).setAttribute('aria-current', 'true');
    chosen.hidden = false;
    answer.hidden = true;
    showAnswer.hidden = false;
    next.hidden = false;
    next.disabled = index + 1 === puzzles.length;
    prompt.textContent = `Puzzle ${index + 1} is loading…`;
    say('', 'open');
    await explorer.load(puzzle.position);
    if (open && open.index === index && !open.shown) {
      close();
      prompt.textContent = `Puzzle ${index + 1} could not be loaded (the message above the move table says why).`;
    }
  }

  // Leaves the puzzle: the page shows values again.
  function close() {
    open = null;
    delete document.body.dataset.puzzle;
  }

  // The position of the open puzzle has been drawn: hide what gives the answer away.
  function opened(view) {
    const puzzle = puzzles[open.index];
    open.shown = true;
    open.rows = [...tableBody().querySelectorAll('[data-testid=move]')];
    const label = (tr) => (tr.querySelector('button') || {}).textContent || tr.dataset.move;
    const sorted = open.rows.slice().sort((a, b) => byName.compare(label(a), label(b)));
    tableBody().replaceChildren(...sorted);
    const wins = puzzle.value.score !== null ? 'wins by the most' : 'wins';
    open.title = `Puzzle ${open.index + 1} of ${puzzles.length}, ${difficulty(open.index)}: `
      + `${view.players[view.toMove]} to move.`;
    prompt.textContent = `${open.title} Exactly one of the ${plural(puzzle.moves, 'move')} `
      + `${wins}: find it and play it in the table. The values are hidden until you do.`;
  }

  // The answer is out, found or shown: values, order and the reasoning come back.
  function end(status, text) {
    const puzzle = puzzles[open.index];
    open.status = status;
    document.body.dataset.puzzle = status;
    prompt.textContent = open.title;
    if (open.rows.length > 0) tableBody().replaceChildren(...open.rows);
    const row = tableBody().querySelector(`[data-testid=move][data-move="${CSS.escape(puzzle.answer)}"]`);
    if (row) row.dataset.answer = 'true';
    say(text, status);
    answerMove.textContent = `The winning move: ${puzzle.label} (${puzzle.value.words}).`;
    explanation.textContent = puzzle.explanation;
    answer.hidden = false;
    showAnswer.hidden = true;
    item(open.index).dataset.state = status;
  }

  // A move other than the answer: refused, with its value and why it is not the best.
  function wrong(name, view) {
    open.tries += 1;
    const row = view.moves.find((r) => r.move === name || (r.members || []).includes(name));
    const tr = tableBody().querySelector(`[data-testid=move][data-move="${CSS.escape(row ? row.move : name)}"]`);
    if (tr) tr.dataset.tried = 'wrong';
    if (!row) {
      say(`Not this one: ${name} is not the winning move. Try another move.`, 'wrong');
      return;
    }
    const why = {
      lose: 'after it your opponent wins with best play',
      tie: 'it only ties',
      win: 'it wins, but by less than the best move',
    }[row.verdict];
    say(`Not this one: ${row.label} is worth “${row.value}” for you: ${why}. Try another move.`, 'wrong');
  }

  explorer.beforeMove = (name, view, byPerson) => {
    if (!open || open.status !== 'unsolved' || !open.shown) return true;
    const puzzle = puzzles[open.index];
    if (!byPerson) {
      end('revealed', 'The computer played the answer for you.');
    } else if (name === puzzle.answer) {
      const tries = open.tries === 0 ? 'at the first try'
        : `after ${open.tries} wrong ${open.tries === 1 ? 'try' : 'tries'}`;
      end('solved', `Solved ${tries}: ${puzzle.label} wins. Choose another puzzle, or play on `
        + 'from your move while the game lasts.');
    } else {
      wrong(name, view);
      return false;
    }
    return true;
  };

  explorer.rendered = (view) => {
    if (!open || open.status !== 'unsolved') return;
    if (view.position === puzzles[open.index].position) opened(view);
    else {
      // Another position was loaded: the puzzle is left unsolved.
      prompt.textContent = `You left puzzle ${open.index + 1}; choose it again to go on.`;
      say('', 'left');
      showAnswer.hidden = true;
      next.hidden = true;
      item(open.index).removeAttribute('aria-current');
      close();
    }
  };

  // While a puzzle is unsolved, and in blind play, the picture loses its answer marks.
  explorer.picture = (view) => {
    const svg = view.svg;
    const blind = document.getElementById('hide-values').checked;
    const unsolved = open && open.status === 'unsolved'
      && view.position === puzzles[open.index].position;
    if (!blind && !unsolved) return svg;
    // The style sheet stays out of the parse: the page's policy refuses a parsed <style>.
    const style = (svg.match(/<style[\s\S]*?<\/style>/) || [''])[0];
    const picture = new DOMParser().parseFromString(svg.replace(style, ''), 'image/svg+xml');
    const marks = picture.querySelectorAll(ANSWER_MARKS);
    if (marks.length === 0 || picture.querySelector('parsererror')) return svg;
    for (const mark of [...marks, ...picture.querySelectorAll('#caption')]) mark.remove();
    return new XMLSerializer().serializeToString(picture).replace(/^<svg[^>]*>/, (open) => open + style);
  };

  showAnswer.addEventListener('click', () => {
    if (open && open.status === 'unsolved' && open.shown) end('revealed', 'Here is the answer.');
  });
  next.addEventListener('click', () => {
    if (open && open.index + 1 < puzzles.length) choose(open.index + 1);
  });

  (async () => {
    if (location.protocol === 'file:') return;
    const response = await fetch(`cases/${problem}/puzzles.json`);
    if (!response.ok) return;
    puzzles = await response.json();
    fill();
  })().catch(() => {});
})();
