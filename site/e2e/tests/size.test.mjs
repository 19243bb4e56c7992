// What a cold visit costs (issue 15): for each screen, and for an embed on
// another origin, the WASM bodies that came over the network with the
// engine started (the page's, the engine worker's and the service worker's
// requests), the offline cache's WASM, and on /play/ and /learn/ the time
// from navigation to a usable screen. Figures are printed; the test asserts
// only that the site's one module is downloaded once per visit and a loose
// size budget.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { launch, startEngine, BASE } from './helpers.mjs';

// The module gzipped is about 1.9 MB, brotli 1.35 MB (README, "Measured").
const BUDGET = 2.5e6;
const SCREENS = ['/', '/play/', '/learn/', '/puzzles/', '/analysis/', '/embed/'];

let browser, server, origin2;
before(async () => {
  browser = await launch();
  // An embedder's page on a second origin: one board, the script from ours.
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><meta charset="utf-8"><title>A blog</title>
<script src="${BASE}/embed.js" async></script>
<elephant-board game="xiangqi" mode="play"></elephant-board>`);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  origin2 = `http://127.0.0.1:${server.address().port}`;
});
after(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r) ?? r());
});

// wasmRequests records each .wasm request of the context (the page's, its
// workers' and the service worker's): its status, whether its body came
// over the network (not a 304, not the service worker's cache) and the
// body's encoded size.
function wasmRequests(context) {
  const seen = [];
  context.on('requestfinished', (req) => {
    if (!new URL(req.url()).pathname.endsWith('.wasm')) return;
    seen.push((async () => {
      const [s, res] = await Promise.all([req.sizes(), req.response()]);
      const status = res ? res.status() : 0;
      const body = status === 200 && !res.fromServiceWorker() && s.responseBodySize > 0;
      return { path: new URL(req.url()).pathname, status, body, bytes: body ? s.responseBodySize : 0,
        encoding: (res && (await res.allHeaders())['content-encoding']) || 'none' };
    })().catch(() => ({ path: req.url(), status: 0, body: false, bytes: 0 })));
  });
  return () => Promise.all(seen);
}

// screenReady waits for the screen (data-ready="true" on <html>, or on
// #puzzles) and for every board's status.
const screenReady = (page) => page.waitForFunction(() => {
  const boards = [...document.querySelectorAll('elephant-board')];
  if (['/play/', '/learn/', '/puzzles/', '/analysis/'].includes(location.pathname) &&
    !document.querySelector('[data-ready="true"]')) return false;
  return boards.every((b) => b.hasAttribute('data-status'));
}, null, { timeout: 30000 });

// offlineWasm sums the raw size of the .wasm responses in the site's cache.
const offlineWasm = (page) => page.evaluate(async () => {
  let bytes = 0, files = 0;
  for (const name of (await caches.keys()).filter((n) => n.startsWith('elephant-'))) {
    const cache = await caches.open(name);
    for (const req of await cache.keys()) {
      if (!new URL(req.url).pathname.endsWith('.wasm')) continue;
      bytes += (await (await cache.match(req)).arrayBuffer()).byteLength;
      files++;
    }
  }
  return { bytes, files };
});

const mb = (n) => (n / 1e6).toFixed(2) + ' MB';

for (const screen of [...SCREENS, 'embed on another origin']) {
  test(`cold visit: ${screen}`, { timeout: 120000 }, async (t) => {
    const embed = !screen.startsWith('/');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const requests = wasmRequests(context);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    try {
      await page.goto(embed ? origin2 + '/' : BASE + screen);
      await screenReady(page);
      const at = await page.evaluate((scr) => {
        const mark = (n) => Math.round(performance.getEntriesByName(n)[0]?.startTime ?? -1);
        return { compiled: mark('elephant:compiled'), board: mark('elephant:interactive'), screen: mark(scr + ':interactive') };
      }, screen.replaceAll('/', ''));
      if (['/play/', '/learn/'].includes(screen)) {
        t.diagnostic(`${screen} navigation → module compiled ${at.compiled} ms, first board drawn ${at.board} ms, ` +
          `screen usable ${at.screen} ms`);
      }
      await startEngine(page, BASE);
      if (!embed) {
        await page.waitForSelector('html[data-offline="ready"]', { state: 'attached', timeout: 60000 });
        const off = await offlineWasm(page);
        t.diagnostic(`${screen} offline cache: ${off.files} .wasm, ${mb(off.bytes)} raw`);
        assert.equal(off.files, 1, 'the offline cache holds one module');
      }
      await page.waitForLoadState('networkidle');
      const all = await requests();
      const got = all.filter((r) => r.body);
      const total = got.reduce((a, b) => a + b.bytes, 0);
      t.diagnostic(`${screen} cold WASM download, engine started: ${mb(total)} ` +
        `(${all.map((r) => `${r.path} ${r.status}${r.body ? ' ' + r.encoding : ''}`).join(', ')})`);
      assert.deepEqual(got.map((b) => b.path), ['/elephant.wasm'], 'one module, downloaded once');
      assert.ok(total <= BUDGET, `${mb(total)} of WASM (budget ${mb(BUDGET)})`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
