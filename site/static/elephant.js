// Elephant's loader: defines <elephant-board> and window.Elephant, and
// starts the one WASM instance (elephant.wasm) that drives every board on
// the page. Asset URLs come from this script's own src, so the same file
// can serve as /embed.js on other sites.
(() => {
  'use strict';
  if (window.Elephant && window.Elephant.ready) return; // loaded twice

  const script = document.currentScript;
  const assets = new URL('.', (script && script.src) || location.href).href;
  // A page of the site names its screen on this script's tag
  // (data-screen="play|analysis|learn|puzzles"): the module then starts that
  // page's code after the boards. Embeds name none.
  const screen = (script && script.dataset && script.dataset.screen) || '';
  let started, failed;
  const ready = new Promise((resolve, reject) => { started = resolve; failed = reject; });
  ready.catch(() => {}); // failures are shown on the boards; no unhandled rejection

  const api = {
    ready,
    assets,
    screen,
    // Filled in by the Go side (wasm/board/element): connect, changed, disconnect, setStyle.
    _go: null,
    _started() { started(api); },
    // The Go side draws with these: one call per redraw, see wasm/board/element/dom.go.
    _build(json) { return buildNode(JSON.parse(json)); },
    _buildAll(json) { return JSON.parse(json).map(buildNode); },
    setStyle(name) { return ready.then(() => api._go.setStyle(String(name))); },
  };

  // buildNode makes SVG elements from [tag, [name, value, ...], text, [children]]:
  // attributes and textContent only, never markup.
  const SVG = 'http://www.w3.org/2000/svg';
  function buildNode([tag, attrs, text, kids]) {
    const el = document.createElementNS(SVG, tag);
    for (let i = 0; i < attrs.length; i += 2) el.setAttribute(attrs[i], attrs[i + 1]);
    if (text) el.textContent = text;
    for (const k of kids) el.appendChild(buildNode(k));
    return el;
  }
  window.Elephant = api;

  const attributes = ['game', 'fen', 'orientation', 'mode', 'solution', 'level',
    'variant', 'options', 'moves', 'player', 'arrows', 'marks', 'ended', 'lang', 'controls', 'premove'];

  // Attribute changes reach the Go side once per animation frame and board:
  // a page that sets arrows a thousand times in a loop, or changes a hundred
  // boards at once, costs one reload and redraw per board. A timer stands in
  // for the frame in a hidden tab, which draws none.
  const changed = new Set();
  let flushQueued = false;
  function queueChange(board) {
    changed.add(board);
    if (flushQueued) return;
    flushQueued = true;
    requestAnimationFrame(flushChanges);
    setTimeout(flushChanges, 100);
  }
  function flushChanges() {
    flushQueued = false;
    const boards = [...changed];
    changed.clear();
    for (const b of boards) if (b.isConnected) api._go.changed(b);
  }
  // _flush applies a board's waiting changes now: its methods act on what
  // the page set just before calling them.
  api._flush = (board) => {
    if (changed.delete(board) && board.isConnected) api._go.changed(board);
  };

  // goSide is the Go side for a board's methods, which need the module
  // loaded and the board on the page.
  function goSide(board) {
    if (!api._go) throw new Error('Elephant is not ready yet: wait for Elephant.ready');
    if (!board.isConnected) throw new Error('the board is not on the page');
    api._flush(board);
    return api._go;
  }

  class ElephantBoard extends HTMLElement {
    static get observedAttributes() { return attributes; }
    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
    }
    connectedCallback() {
      ready.then(() => { if (this.isConnected) api._go.connect(this); }, (err) => showFailure(this, err));
    }
    // A board taken out and put back in the same task (a page moving it
    // within its tree) keeps its game: it goes only if still out afterwards.
    disconnectedCallback() {
      queueMicrotask(() => { if (api._go && !this.isConnected) api._go.disconnect(this); });
    }
    attributeChangedCallback(name, oldValue, newValue) {
      if (api._go && this.isConnected && oldValue !== newValue) queueChange(this);
    }
    // move plays a move in UCI form ("h3e3") for the side to move and
    // returns true; a refused move throws an Error giving the reason.
    move(uci) {
      const refusal = goSide(this).move(this, String(uci));
      if (refusal) throw new Error(refusal);
      return true;
    }
    // undo takes back the last move; false when there is none.
    undo() { return goSide(this).undo(this); }
    // review shows the position after ply moves, read-only; review() returns to the game.
    review(ply) { goSide(this).review(this, typeof ply === 'number' ? ply : -1); }
  }

  // showFailure tells, inside the board's box, that the module did not load.
  function showFailure(board, err) {
    const msg = 'The board could not start: ' + String((err && err.message) || err);
    board.setAttribute('data-error', msg);
    board.setAttribute('data-status', 'error');
    const p = document.createElement('p');
    p.textContent = msg;
    board.shadowRoot.replaceChildren(p);
  }

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const s = document.createElement('script');
      s.src = src;
      s.onload = resolve;
      s.onerror = () => reject(new Error('cannot load ' + src));
      document.head.appendChild(s);
    });
  }

  async function instantiate(url, imports) {
    try {
      return await WebAssembly.instantiateStreaming(fetch(url), imports);
    } catch (err) {
      // A server without the application/wasm type: compile from bytes instead.
      const resp = await fetch(url);
      if (!resp.ok) throw new Error(`${url}: HTTP ${resp.status}`);
      return WebAssembly.instantiate(await resp.arrayBuffer(), imports);
    }
  }

  async function start() {
    if (typeof Go === 'undefined') await loadScript(assets + 'wasm_exec.js');
    const go = new Go();
    const { instance } = await instantiate(assets + 'elephant.wasm', go.importObject);
    performance.mark('elephant:compiled');
    if (screen) performance.mark(screen + ':compiled');
    go.run(instance).then(() => fail(new Error('the Elephant module stopped')));
  }

  // fail rejects ready (the boards show why) and, on a screen of the site,
  // says so at the top of the page and sets <html data-ready="error">.
  function fail(err) {
    failed(err);
    if (!screen) return;
    document.documentElement.setAttribute('data-ready', 'error');
    const main = document.querySelector('main');
    if (!main) return;
    const p = document.createElement('p');
    p.className = 'notice';
    p.textContent = 'The page could not start: ' + String((err && err.message) || err);
    main.prepend(p);
  }

  customElements.define('elephant-board', ElephantBoard);
  start().catch(fail);
})();
