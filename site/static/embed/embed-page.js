// The /embed/ page: the snippet maker. It reads the form and the set-up
// board, shows the two snippets as text and mirrors them on a live preview
// board. Everything the user types is data: it goes into attributes with
// setAttribute, into the snippets escaped, and on screen as textContent.
(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const host = location.origin;
  const form = {
    game: $('m-game'), mode: $('m-mode'), level: $('m-level'), orientation: $('m-orientation'),
    fen: $('m-fen'), solution: $('m-solution'), title: $('m-title'),
  };
  const setup = $('setup');
  let recording = false;

  // The page's texts come from the catalogues through the header's script
  // (site.js), which keeps the language.
  const site = window.ElephantSite || { lang: 'en', t: (k) => k };
  const t = (key) => site.t(key);

  // escapeAttr makes a value safe inside a double-quoted HTML attribute.
  function escapeAttr(s) {
    return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  // settings lists the attributes the snippet needs, in a stable order.
  function settings() {
    const mode = form.mode.value;
    const out = [['game', form.game.value]];
    const fen = form.fen.value.trim();
    if (fen) out.push(['fen', fen]);
    out.push(['mode', mode]);
    if (mode === 'puzzle') out.push(['solution', form.solution.value.trim()]);
    if (mode === 'engine' && form.level.value !== '5') out.push(['level', form.level.value]);
    if (form.orientation.value) out.push(['orientation', form.orientation.value]);
    return out;
  }

  function scriptSnippet(attrs) {
    const a = attrs.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
    return `<script src="${host}/embed.js" async></script>\n<elephant-board${a}></elephant-board>`;
  }

  function frameSnippet(attrs) {
    const q = new URLSearchParams(attrs);
    const title = form.title.value.trim();
    if (title) q.set('title', title);
    const src = `${host}/frame/#${q.toString()}`;
    return `<iframe src="${escapeAttr(src)}" title="${escapeAttr(title || t('em.frametitle'))}" ` +
      'width="420" height="520" style="border:0;max-width:100%" loading="lazy"></iframe>';
  }

  // The preview board is replaced, not updated, so it loads once per change.
  function update() {
    const attrs = settings();
    document.body.dataset.mode = form.mode.value;
    $('snippet-script').textContent = scriptSnippet(attrs);
    $('snippet-frame').textContent = frameSnippet(attrs);
    const board = document.createElement('elephant-board');
    board.id = 'preview';
    for (const [k, v] of attrs) board.setAttribute(k, v);
    board.setAttribute('lang', site.lang); // the page's language; the snippet leaves it to the reader's page
    new MutationObserver(() => showError(board)).observe(board, { attributes: true, attributeFilter: ['data-error'] });
    $('preview-slot').replaceChildren(board);
    showError(board);
  }

  function showError(board) {
    const err = board.getAttribute('data-error') || '';
    $('preview-error').textContent = err ? t('em.preview.error').replace('%s', err) : '';
    $('preview-error').hidden = err === '';
  }

  // The set-up board follows the game and writes its position into the FEN
  // field; while a solution is recorded it writes the moves played since the
  // recording began (data-ply counts them, so a move taken back leaves the
  // solution too) and the FEN field keeps the position they start from.
  let recordBase = 0; // the board's ply when the recording began
  let recorded = [];
  const ply = () => Number(setup.getAttribute('data-ply')) || 0;

  function followSetup() {
    const fen = setup.getAttribute('data-fen');
    if (!fen || document.activeElement === form.fen) return; // never rewrite what is being typed
    if (recording) {
      const n = ply() - recordBase;
      const move = setup.getAttribute('data-last-move');
      if (n < recorded.length) recorded.length = Math.max(0, n);
      else if (n > recorded.length && move) recorded.push(move);
      form.solution.value = recorded.join(' ');
      $('record-undo').disabled = recorded.length === 0;
    } else {
      const untouched = !setup.hasAttribute('fen') && !setup.getAttribute('data-last-move');
      form.fen.value = untouched ? '' : fen;
    }
    update();
  }

  function setRecording(on) {
    if (on === recording) return;
    const undo = $('record-undo');
    if (on) {
      recordBase = ply();
      recorded = [];
      form.mode.value = 'puzzle';
      form.solution.value = '';
    } else {
      // Back to the position the solution starts from, ready for another take.
      try {
        for (let n = ply() - recordBase; n > 0 && setup.undo(); n--) { /* one move at a time */ }
      } catch { /* the board is not running: nothing was played */ }
    }
    recording = on;
    undo.hidden = !on;
    undo.disabled = true;
    $('record').setAttribute('aria-pressed', String(on));
    $('record').textContent = t(on ? 'record.stop' : 'record.start');
    update();
  }

  form.game.addEventListener('change', () => {
    form.fen.value = '';
    form.solution.value = '';
    setRecording(false);
    setup.removeAttribute('fen');
    setup.setAttribute('game', form.game.value);
    update();
  });
  for (const el of [form.mode, form.level, form.orientation, form.solution, form.title]) {
    el.addEventListener('input', update);
  }
  form.fen.addEventListener('input', () => {
    if (recording) setRecording(false); // a new position starts a new solution
    const fen = form.fen.value.trim();
    if (fen) setup.setAttribute('fen', fen); else setup.removeAttribute('fen');
    update();
  });
  $('use-start').addEventListener('click', () => {
    setRecording(false);
    form.fen.value = '';
    setup.removeAttribute('fen');
    update();
  });
  $('record').addEventListener('click', () => setRecording(!recording));
  $('record-undo').addEventListener('click', () => {
    if (recording && ply() > recordBase) setup.undo();
  });
  $('maker').addEventListener('submit', (e) => e.preventDefault());
  new MutationObserver(followSetup).observe(setup, { attributes: true, attributeFilter: ['data-fen'] });

  for (const btn of document.querySelectorAll('button.copy')) {
    btn.addEventListener('click', async () => {
      const text = $(btn.dataset.copy).textContent;
      try {
        await navigator.clipboard.writeText(text);
        $('copied').textContent = t('em.copied');
      } catch {
        $('copied').textContent = t('em.nocopy');
      }
    });
  }

  $('doc-script').textContent = `<script src="${host}/embed.js" async></script>\n` +
    '<elephant-board game="xiangqi" fen="3k5/9/9/9/9/9/9/9/4R4/4K4 w" mode="puzzle" solution="e2d2"></elephant-board>';
  $('doc-frame').textContent = `<iframe src="${host}/frame/#game=janggi&amp;mode=engine&amp;level=3" ` +
    'width="420" height="520" style="border:0"></iframe>';
  for (const code of document.querySelectorAll('[data-copy-of]')) code.textContent = $(code.dataset.copyOf).textContent;
  // The record button, the snippets and the preview are drawn when the
  // header's script has written the texts (its elephant-lang event), and
  // again after each change of language.
  document.addEventListener('elephant-lang', () => {
    $('record').textContent = t(recording ? 'record.stop' : 'record.start');
    update();
  });
  if (!window.ElephantSite) update();
})();
