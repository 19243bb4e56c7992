// /frame/: one <elephant-board> configured by the URL fragment, for sites
// that take no scripts: <iframe src="https://HOST/frame/#game=janggi&fen=...
// &mode=puzzle&solution=...">. Values are data: they become attributes of
// the board (which checks them and shows what is wrong inside its box) or
// the caption's text, never markup. lang=ko (any of the site's languages)
// words the board in that language.
(() => {
  'use strict';
  const keys = ['game', 'fen', 'orientation', 'mode', 'solution', 'level', 'lang'];
  const maxLength = 2000;

  function render() {
    const params = new URLSearchParams(location.hash.replace(/^#/, ''));
    const board = document.createElement('elephant-board');
    for (const k of keys) {
      const v = params.get(k);
      if (v !== null) board.setAttribute(k, v.slice(0, maxLength));
    }
    // lang= is the board's language, and the caption's.
    document.documentElement.lang = (params.get('lang') || 'en').slice(0, 35);
    const caption = document.getElementById('caption');
    const title = (params.get('title') || '').slice(0, 200);
    caption.textContent = title;
    caption.hidden = title === '';
    document.getElementById('slot').replaceChildren(board);
  }

  render();
  window.addEventListener('hashchange', render);
})();
