// The position's picture, drawn inline so that its click targets can be hovered and clicked.
// The engine's SVG (each game's Explore::draw) names each target's move in `data-move`; a
// chapaev disc that can shoot names the prefix of its shots' names in `data-shooter`, and each
// of its shots is a hidden group (`.shot`, `data-shot`: the move's name) that a row's hover or
// focus shows (`shown`), as it shows the best row's (`best`; picture.css draws them).
//
// The page's Content-Security-Policy has no 'unsafe-inline' style, so the picture's own <style>
// is dropped here: its rules come from picture.css, the same palette (gamecore::svg::STYLE)
// scoped to the picture, which the site writes beside this file.
'use strict';

const Picture = (() => {
  const SVG = 'http://www.w3.org/2000/svg';
  // What a picture may hold: the elements gamecore::svg writes, nothing that runs or loads.
  const ELEMENTS = new Set(['svg', 'g', 'defs', 'marker', 'title', 'rect', 'circle', 'ellipse',
    'line', 'polyline', 'polygon', 'path', 'text', 'tspan']);
  // Names with digits too: a line's x1, y1, x2, y2.
  const ATTRIBUTE = /^(?:[a-z][a-z0-9-]*|viewBox|refX|refY|markerWidth|markerHeight|data-[a-z-]+)$/;

  // The picture shown: its container, its SVG text, the disc selected (a shooter), and what a
  // click plays.
  const state = { container: null, svg: null, selected: null, onPick: null };

  // Whether an attribute may stay: no event handler, no style, no link.
  function allowed(key) {
    const unsafe = key.startsWith('on') || key === 'style' || key === 'xmlns' || key.endsWith('href');
    return ATTRIBUTE.test(key) && !unsafe;
  }

  // The engine's SVG element `root` (of a parsed document) with only what a picture may hold:
  // no <style>, no script, no event handler, no link (`style` and `href` attributes are dropped
  // too), moved into the page. Cleaned where it was parsed and moved, not copied: a 10^6-cell
  // field's picture (10,000 elements) took 250 ms more to copy node by node.
  function clean(root) {
    if (root.namespaceURI !== SVG || root.localName !== 'svg') return null;
    for (const element of [root, ...root.getElementsByTagName('*')]) {
      if (element.namespaceURI !== SVG || !ELEMENTS.has(element.localName)) {
        element.remove();
        continue;
      }
      for (const name of element.getAttributeNames()) {
        if (!allowed(name)) element.removeAttribute(name);
      }
    }
    // Only elements and their text: no comment or processing instruction comes along.
    const others = document.createNodeIterator(root, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_PROCESSING_INSTRUCTION);
    for (let node = others.nextNode(); node; node = others.nextNode()) node.remove();
    return document.adoptNode(root);
  }

  // The SVG text parsed as XML (never as HTML), or null when it is not a picture. Its <style>
  // goes first: a parsed document keeps the page's policy, which would refuse (and report) it.
  function parse(text) {
    const styleless = text.replace(/<style[\s>][\s\S]*?<\/style\s*>/g, '');
    const parsed = new DOMParser().parseFromString(styleless, 'image/svg+xml');
    if (parsed.getElementsByTagName('parsererror').length > 0) return null;
    return clean(parsed.documentElement);
  }

  // The shots drawn on the picture, hidden until shown.
  function shots() {
    if (!state.container) return [];
    return [...state.container.querySelectorAll('.shot[data-shot]')];
  }

  // The targets on the picture.
  function targets() {
    if (!state.container) return [];
    return [...state.container.querySelectorAll('[data-move], [data-shooter]')];
  }

  // The table's rows (explorer.js's row builder: one <tr data-testid="move"> per row, its move
  // in data-move); a selected disc shows only its own shots.
  function filterRows() {
    const prefix = state.selected && `${state.selected} `;
    for (const row of document.querySelectorAll('tr[data-testid="move"]')) {
      row.hidden = !!prefix && !(row.dataset.move || '').startsWith(prefix);
    }
    const note = state.container && state.container.querySelector('.picture-note');
    if (note) {
      note.hidden = !prefix;
      note.textContent = prefix
        ? `${state.selected} selected: the table shows its shots. Click it again to show every move.`
        : '';
    }
    for (const target of targets()) {
      target.classList.toggle('selected', target.dataset.shooter === state.selected);
    }
  }

  function clicked(event) {
    const target = event.target.closest('[data-move], [data-shooter]');
    if (!target || !state.container.contains(target)) return;
    if (target.dataset.move) {
      state.onPick(target.dataset.move);
      return;
    }
    // A disc stands for every shot it can make: choosing one is the student's decision, so a
    // click selects the disc and the table narrows to its shots (a second click shows all).
    const shooter = target.dataset.shooter;
    state.selected = state.selected === shooter ? null : shooter;
    filterRows();
  }

  return {
    // Draws `svg` (the engine's text, or null for none) in `container`; a click on a target
    // calls `onPick` with the name of the move to play.
    draw(container, svg, onPick) {
      const picture = svg ? parse(svg) : null;
      state.container = container;
      state.svg = picture ? svg : null;
      state.selected = null;
      state.onPick = onPick;
      const note = document.createElement('p');
      note.className = 'picture-note';
      note.dataset.testid = 'picture-note';
      note.hidden = true;
      container.replaceChildren(...(picture ? [picture, note] : []));
      container.hidden = !picture;
      container.onclick = clicked;
      return !!picture;
    },

    // Marks on the picture the targets of the moves named in `names` (a row's moves), and a
    // disc whose shots they are; `[]` clears the marks.
    mark(names) {
      const wanted = new Set(names);
      for (const target of targets()) {
        const shooter = target.dataset.shooter;
        const marked = wanted.has(target.dataset.move)
          || (!!shooter && names.some((name) => name.startsWith(`${shooter} `)));
        target.classList.toggle('marked', marked);
      }
      for (const shot of shots()) shot.classList.toggle('shown', wanted.has(shot.dataset.shot));
    },

    // Draws the shot of the move `name` (the table's best row) for good; null for none. Blind
    // play and an unsolved puzzle hide it (picture.css).
    best(name) {
      for (const shot of shots()) shot.classList.toggle('best', shot.dataset.shot === name);
    },

    // The SVG text drawn now (null when none is), for the tests.
    get shown() {
      return state.svg;
    },
  };
})();
