// The /learn/ page's loader: starts learn.wasm (wasm/learn), the lessons'
// own Go module, and hands it the #learn element. It offers the same small
// window.Elephant surface as elephant.js (ready, assets, _build) so that the
// Go side draws boards the same way on every page.
(() => {
  'use strict';

  let started, failed;
  const ready = new Promise((resolve, reject) => { started = resolve; failed = reject; });
  ready.catch(() => {});

  // buildNode makes SVG elements from [tag, [name, value, ...], text, [children]]:
  // attributes and text only, never markup.
  const SVG = 'http://www.w3.org/2000/svg';
  function buildNode([tag, attrs, text, kids]) {
    const el = document.createElementNS(SVG, tag);
    for (let i = 0; i < attrs.length; i += 2) el.setAttribute(attrs[i], attrs[i + 1]);
    if (text) el.textContent = text;
    for (const k of kids) el.appendChild(buildNode(k));
    return el;
  }

  const api = window.Elephant || {};
  Object.assign(api, {
    ready: api.ready || ready,
    assets: api.assets || new URL('/', location.href).href,
    _build: api._build || ((json) => buildNode(JSON.parse(json))),
    _started() { started(api); },
  });
  window.Elephant = api;

  function fail(err) {
    failed(err);
    const root = document.getElementById('learn');
    const p = document.createElement('p');
    p.className = 'notice';
    p.textContent = 'The lessons could not start: ' + String((err && err.message) || err);
    if (root) root.replaceChildren(p);
    document.documentElement.setAttribute('data-ready', 'error');
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
    if (typeof Go === 'undefined') throw new Error('wasm_exec.js did not load');
    const go = new Go();
    const { instance } = await instantiate('/learn.wasm', go.importObject);
    performance.mark('learn:compiled');
    go.run(instance).then(() => fail(new Error('the lessons module stopped')));
    await ready;
    api.learn.start(document.getElementById('learn'));
    performance.mark('learn:interactive');
  }

  start().catch(fail);
})();
