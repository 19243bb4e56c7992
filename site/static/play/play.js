// The /play/ page's loader: registers the service worker (which precaches
// the whole site, so the page works offline once visited) and starts
// play.wasm, the page's Go module (wasm/play). wasm_exec.js is loaded
// before this file.
(() => {
  'use strict';

  // offline resolves to true once a service worker is active, that is once
  // every file has been cached; the Go side then shows the notice.
  const offline = ('serviceWorker' in navigator)
    ? navigator.serviceWorker.register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then(() => true)
    : Promise.resolve(false);
  offline.catch(() => {}); // no service worker: the page still works online
  window.ElephantPlay = { offline: offline.catch(() => false) };

  function fail(err) {
    const box = document.getElementById('notices');
    const p = document.createElement('p');
    p.className = 'notice error';
    p.textContent = 'The game could not start: ' + String((err && err.message) || err);
    if (box) box.appendChild(p);
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
    const { instance } = await instantiate('/play.wasm', go.importObject);
    go.run(instance).then(() => fail(new Error('the game module stopped')));
  }

  start().catch(fail);
})();
