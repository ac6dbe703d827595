// The game's history, drawn after each position by explorer.js. The value history
// (GamesmanUni's idea): a chart of the game so far, one point per position played, placed on
// the side of the player it favours (the left half: the first player wins, the right half: the
// second, the middle line: a tie), the nearer its edge the nearer the end (remoteness) or the
// larger the margin (score); and the list of mistakes, every move worse than the best. Plain
// SVG made here. Then the moves played (MovesPlayed), each position of the game a step that
// explorer.js shows when chosen, with Back and Forward.
'use strict';

const ValueHistory = (() => {
  const SVG = 'http://www.w3.org/2000/svg';
  // The chart's geometry in its viewBox units: the label column, the plot, the words column.
  const WIDTH = 400;
  const TOP = 22;
  const ROW = 20;
  const CENTRE = 165;
  const HALF = 120;

  const opposite = { win: 'lose', lose: 'win', tie: 'tie' };

  // A value in short words: `win`, `win, score +2`.
  function short(value) {
    if (value.score === null) return value.verdict;
    return `${value.verdict}, score ${value.score > 0 ? '+' : ''}${value.score}`;
  }

  // The value of the game's position `i`: the side to move and its verdict, the first player's
  // lead (1: the first player wins, -1: the second, 0: a tie), the score for the first player
  // and the remoteness (null where the game does not know them). At the end the value is the
  // last move's, seen from the side that did not make it.
  function valueAt(game, i) {
    const view = game[i].view;
    let mover;
    let value;
    if (view.value) {
      mover = view.toMove;
      value = view.value;
    } else if (view.playedValue) {
      mover = 1 - view.playedBy;
      const played = view.playedValue;
      value = { ...played, verdict: opposite[played.verdict], score: played.score === null ? null : -played.score };
    } else {
      // A finished position loaded as it is: only its winner is known.
      mover = view.winner === null ? 0 : 1 - view.winner;
      value = { verdict: view.winner === null ? 'tie' : 'lose', score: null, remoteness: 0 };
    }
    const forFirst = mover === 0 ? value.verdict : opposite[value.verdict];
    const lead = { win: 1, lose: -1, tie: 0 }[forFirst];
    const score = value.score === null ? null : (mover === 0 ? value.score : -value.score);
    return { mover, verdict: value.verdict, lead, score, remoteness: value.remoteness };
  }

  // The mistake made by the move into position `i`, or null: a move is a mistake when its value
  // for its mover is worse than the position's value (verdict or score; a slower win is none).
  function mistakeAt(game, i) {
    if (i === 0) return null;
    const before = game[i - 1].view;
    const played = game[i].view.playedValue;
    if (!before.value || !played) return null;
    if (played.verdict === before.value.verdict && played.score === before.value.score) return null;
    const best = before.moves.filter((row) => row.best).map((row) => row.label);
    const shown = best.slice(0, 3).join('; ') + (best.length > 3 ? '; ...' : '');
    return {
      index: i,
      player: before.players[game[i].view.playedBy],
      move: game[i].view.played,
      text: `${short(played)} where the best move kept ${short(before.value)}`
        + (shown ? ` (${shown})` : ''),
    };
  }

  // Every mistake of the game so far, in order.
  function mistakes(game) {
    return game.map((_, i) => mistakeAt(game, i)).filter((mistake) => mistake !== null);
  }

  // The point's verdict for the side `side`.
  function forSide(point, side) {
    const first = { 1: 'win', '-1': 'lose', 0: 'tie' }[point.lead];
    return side === 0 ? first : opposite[first];
  }

  // The point's distance from the middle line, as a share of the half width.
  function reach(point, scale) {
    if (point.lead === 0) return 0;
    if (scale.score) return Math.max(Math.abs(point.score) / scale.score, 0.08);
    // A win or a loss whose distance is not known still stands well off the tie line.
    if (point.remoteness === null) return 0.65;
    return 0.3 + 0.7 * (1 - point.remoteness / (scale.remoteness + 1));
  }

  // The point's number drawn beside it: the first player's score, or the moves to the end.
  function number(point, scale) {
    if (scale.score) return point.score === null ? '' : `${point.score > 0 ? '+' : ''}${point.score}`;
    return point.remoteness === null || point.lead === 0 ? '' : String(point.remoteness);
  }

  // Who leads, in words: `Alice wins in 7`, `Berthe +14`, `a tie`.
  function leader(point, players, scale) {
    if (scale.score && point.score !== null) {
      if (point.score === 0) return 'level';
      return `${players[point.score > 0 ? 0 : 1]} +${Math.abs(point.score)}`;
    }
    if (point.lead === 0) return 'a tie';
    const who = players[point.lead > 0 ? 0 : 1];
    if (point.remoteness === null) return `${who} wins`;
    return point.remoteness === 0 ? `${who} has won` : `${who} wins in ${point.remoteness}`;
  }

  function element(name, attributes, text) {
    const node = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The chart's empty frame for `count` points: the two sides named, the middle line.
  function frame(players, scale, count) {
    const height = TOP + ROW * count;
    const svg = element('svg', {
      viewBox: `0 0 ${WIDTH} ${height}`, width: WIDTH, height, role: 'img',
      'aria-label': 'the value of every position played, for each side',
    });
    svg.append(
      element('text', { x: CENTRE - HALF, y: 14, class: 'side' }, `◀ ${players[0]} wins`),
      element('text', { x: CENTRE + HALF, y: 14, class: 'side end' }, `${players[1]} wins ▶`),
      element('text', { x: CENTRE, y: 14, class: 'side middle' }, scale.score ? 'level' : 'tie'),
      element('line', { x1: CENTRE, y1: TOP - 4, x2: CENTRE, y2: height, class: 'middle' }),
    );
    return svg;
  }

  // Draws the chart of `game` (explorer.js's list of { view, played, byPerson }) in `chart`, its
  // points coloured by the value for the side `side` (the person's), the position shown (`at`)
  // ringed and the recorded moves after it faded, and its mistakes in `list`.
  function draw(chart, list, game, side, at) {
    if (game.length === 0) {
      chart.replaceChildren();
      list.replaceChildren();
      return;
    }
    const players = game[0].view.players;
    const points = game.map((_, i) => valueAt(game, i));
    const scored = points.some((point) => point.score !== null);
    const scale = {
      score: scored ? Math.max(1, ...points.map((point) => Math.abs(point.score || 0))) : 0,
      remoteness: Math.max(0, ...points.map((point) => point.remoteness || 0)),
    };
    const wrong = new Map(mistakes(game).map((mistake) => [mistake.index, mistake]));
    const svg = frame(players, scale, points.length);
    const shown = at === undefined ? points.length - 1 : at;
    const place = points.map((point, i) => ({
      x: CENTRE - point.lead * HALF * Math.min(reach(point, scale), 1),
      y: TOP + ROW * i + ROW / 2,
    }));
    const later = (i) => (i > shown ? ' later' : '');
    for (let i = 1; i < place.length; i += 1) {
      svg.append(element('line', {
        x1: place[i - 1].x, y1: place[i - 1].y, x2: place[i].x, y2: place[i].y,
        class: (wrong.has(i) ? 'step mistake' : 'step') + later(i),
      }));
    }
    points.forEach((point, i) => {
      const { x, y } = place[i];
      const entry = game[i];
      const mover = players[point.mover];
      const title = `${i === 0 ? 'The start' : `After move ${i}, ${entry.played}`}: `
        + `${leader(point, players, scale)} (${mover}: ${point.verdict}`
        + `${point.remoteness === null ? '' : `, ${point.remoteness} to the end`})`
        + `${wrong.has(i) ? `; a mistake: ${wrong.get(i).text}` : ''}`;
      const dot = element('circle', {
        cx: x, cy: y, r: 5.5, class: `point ${forSide(point, side)}${wrong.has(i) ? ' mistake' : ''}${later(i)}`,
        'data-index': i, 'data-lead': point.lead,
      });
      if (i === shown) svg.append(element('circle', { cx: x, cy: y, r: 9, class: 'shown' }));
      dot.append(element('title', {}, title));
      svg.append(
        element('text', { x: 30, y: y + 4, class: 'turn end' }, i === 0 ? 'start' : String(i)),
        dot,
        element('text', { x: x + (point.lead > 0 ? 9 : -9), y: y + 4, class: `number${point.lead > 0 ? '' : ' end'}` }, number(point, scale)),
        element('text', { x: CENTRE + HALF + 12, y: y + 4, class: 'leader' }, leader(point, players, scale)),
      );
      if (wrong.has(i)) svg.append(element('text', { x: x, y: y + 4, class: 'cross middle' }, '✗'));
    });
    chart.replaceChildren(svg);
    list.replaceChildren(...[...wrong.values()].map((mistake) => {
      const item = document.createElement('li');
      item.textContent = `Move ${mistake.index}, ${mistake.player}: ${mistake.move}: ${mistake.text}`;
      return item;
    }));
  }

  return { draw, mistakes, mistakeAt, valueAt };
})();

// The moves played, as steps: the start (#history-start) and one list item per move (#history),
// each a button (data-testid="history-step", data-index: the position it shows); the position
// shown is aria-current, the moves recorded after it are marked `later`, and #step-where says
// where the game stands.
const MovesPlayed = (() => {
  // A step's button, showing the game's position `index`.
  function step(button, index, at) {
    button.type = 'button';
    button.className = index > at ? 'step later' : 'step';
    button.dataset.testid = 'history-step';
    button.dataset.index = index;
    if (index === at) button.setAttribute('aria-current', 'step');
    else button.removeAttribute('aria-current');
    return button;
  }

  // Where the game stands, in words.
  function where(game, at) {
    const moves = game.length - 1;
    if (game.length === 0 || at === moves) return '';
    const shown = at === 0 ? 'the start' : `the position after move ${at}`;
    return `Showing ${shown} of ${moves} ${moves === 1 ? 'move' : 'moves'}: step forward, or play `
      + 'a move from here (the recorded next move keeps the moves after it, another replaces them).';
  }

  // Draws the steps of `game` inside `section`, the position `at` shown, the moves of
  // `mistakes` (ValueHistory.mistakes) marked.
  function draw(section, game, at, mistakes) {
    const wrong = new Set(mistakes.map((mistake) => mistake.index));
    const start = section.querySelector('#history-start');
    start.hidden = game.length === 0;
    step(start, 0, at);
    section.querySelector('#history').replaceChildren(...game.slice(1).map((entry, i) => {
      const item = document.createElement('li');
      item.append(step(document.createElement('button'), i + 1, at));
      item.firstChild.textContent = entry.played;
      if (wrong.has(i + 1)) item.className = 'mistake';
      return item;
    }));
    section.querySelector('#history-empty').hidden = game.length > 1;
    section.querySelector('#step-back').disabled = at < 1;
    section.querySelector('#step-forward').disabled = at >= game.length - 1;
    section.querySelector('#step-where').textContent = where(game, at);
  }

  return { draw };
})();
