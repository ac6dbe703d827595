// The position's text box. A large text (a 10^6-item position is 10-20 MB) never goes into it:
// Chromium lays a textarea's text out on the main thread, about 5 s per MB, and the page would
// answer no click meanwhile. Such a text, pasted, opened from a file or shown by the page, is
// held here instead, and the page shows its size and first lines.
'use strict';

const PositionText = (() => {
  // The longest text the box shows: a tenth of a second's layout or so.
  const LARGE = 64 * 1024;
  // The first lines shown of a large text, and the most characters of each.
  const HEAD_LINES = 6;
  const HEAD_WIDTH = 120;
  const $ = (id) => document.getElementById(id);
  // The large text held (the box is then hidden), or null: the box holds the text.
  let held = null;

  // `text`'s size and first lines, in the place of the box.
  function summarise(text) {
    let lines = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
    if (text.length > 0 && !text.endsWith('\n')) lines += 1;
    const size = text.length >= 1e6 ? `${(text.length / 1e6).toFixed(1)} MB` : `${Math.round(text.length / 1e3)} KB`;
    $('large-size').textContent = `A position of ${size} of text (${lines.toLocaleString('en')} lines), `
      + 'too large for the text box: it is kept as it is, and its first lines are:';
    const head = text.slice(0, HEAD_LINES * (HEAD_WIDTH + 1)).split('\n').slice(0, HEAD_LINES);
    $('large-head').textContent = `${head.map((line) => (line.length > HEAD_WIDTH ? `${line.slice(0, HEAD_WIDTH)}…` : line)).join('\n')}\n…`;
  }

  // Shows `text`: in the box, or held with its summary when large. The same text again changes
  // nothing on the page.
  function show(text) {
    if (text.length > LARGE) {
      if (held === text) return;
      held = text;
      summarise(text);
      $('position').value = '';
    } else {
      held = null;
      if ($('position').value !== text) $('position').value = text;
    }
    $('position').hidden = held !== null;
    $('large-text').hidden = held === null;
  }

  // The text to load: the one held, or the box's.
  function value() {
    return held !== null ? held : $('position').value;
  }

  // A paste of a large text is held, not put into the box.
  $('position').addEventListener('paste', (event) => {
    const text = event.clipboardData ? event.clipboardData.getData('text/plain') : '';
    if (text.length <= LARGE) return;
    event.preventDefault();
    show(text);
  });
  $('large-drop').addEventListener('click', () => {
    show('');
    $('position').focus();
  });
  // A file, read without the box: a testdata case of any size.
  $('position-file').addEventListener('change', async () => {
    const file = $('position-file').files[0];
    if (file) show(await file.text());
  });

  return { show, value, LARGE };
})();
