// Elephant's engine worker: loads Go's wasm_exec.js and the site's one
// module, elephant.wasm (the page's own URL, so the browser's cache serves
// it once), which sees no document and serves as the engine (wasm/worker's
// Serve) or, under a name starting "import:", reads game files
// (wasm/gamefile's Serve), then hands it every message; the messages are
// described in wasm/protocol/README.md, "fatal" being this file's. The page passes
// the asset folder as the worker's name, so this also works when started
// from a blob: URL on another site.
'use strict';
// An import worker's name is "import:" and the folder (wasm/gamefile).
const base = (self.name || '').replace(/^import:/, '') || new URL('.', self.location.href).href;
self.elephantPending = [];
self.onmessage = (e) => self.elephantPending.push(e.data);
importScripts(new URL('wasm_exec.js', base).href);

(async () => {
  const go = new Go();
  const url = new URL('elephant.wasm', base).href;
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(fetch(url), go.importObject);
  } catch (err) {
    // A server without the application/wasm type: compile from bytes instead.
    const resp = await fetch(url);
    if (!resp.ok) throw new Error(`elephant.wasm: HTTP ${resp.status}`);
    result = await WebAssembly.instantiate(await resp.arrayBuffer(), go.importObject);
  }
  go.run(result.instance);
})().catch((err) => self.postMessage({ type: 'fatal', error: String(err && err.message || err) }));
