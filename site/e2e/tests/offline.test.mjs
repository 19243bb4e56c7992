// Offline from any screen: a first visit to any one screen installs the
// service worker, which precaches the whole site; offline, that screen
// reloads, the engine worker starts from the same cached module, and every
// other screen opens (a board with its status; the lesson list on /learn/).
// The precache downloads no file the page has just loaded. Each cold
// visit also reports the bytes it moved (the page's and the service
// worker's own requests, as encoded on the wire) as a test diagnostic.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, startEngine } from './helpers.mjs';

const SCREENS = ['/', '/learn/', '/puzzles/', '/analysis/', '/embed/', '/play/'];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

// screenReady waits for the screen's module: at least one board, every
// board with its status; /learn/ opens on its lesson list, ready when
// <html> says so.
async function screenReady(page) {
  await page.waitForFunction(() => {
    if (location.pathname === '/learn/') {
      return document.documentElement.dataset.ready === 'true';
    }
    const boards = [...document.querySelectorAll('elephant-board')];
    return boards.length > 0 && boards.every((b) => b.hasAttribute('data-status'));
  }, null, { timeout: 20000 });
}

// watchNetwork records every finished request of the context, the service
// worker's included: bytes() sums their encoded size (headers and body),
// twice() lists the paths whose body came over the network more than once.
function watchNetwork(context) {
  const seen = [];
  context.on('requestfinished', (req) => seen.push((async () => {
    const [s, res] = await Promise.all([req.sizes(), req.response()]);
    // A revalidated file (304) moves no body; one the worker answers, none either.
    const body = s.responseBodySize > 0 && !(res && res.fromServiceWorker());
    return { path: new URL(req.url()).pathname, size: s.responseHeadersSize + s.responseBodySize, body };
  })().catch(() => ({ path: '', size: 0, body: false }))));
  return {
    bytes: async () => (await Promise.all(seen)).reduce((a, r) => a + r.size, 0),
    twice: async () => {
      const n = new Map();
      for (const r of await Promise.all(seen)) if (r.body) n.set(r.path, (n.get(r.path) || 0) + 1);
      return [...n].filter(([, k]) => k > 1).map(([p]) => p);
    },
  };
}

// precached reports how many files the worker lists and how many its cache holds.
const precached = (page) => page.evaluate(async () => {
  const reg = await navigator.serviceWorker.ready;
  const listed = await new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data.files), { once: true });
    reg.active.postMessage({ type: 'version' });
  });
  const names = (await caches.keys()).filter((n) => n.startsWith('elephant-'));
  const held = names.length === 1 ? (await (await caches.open(names[0])).keys()).length : -1;
  return { listed, held };
});

for (const first of SCREENS) {
  test(`offline after a first visit to ${first}`, async (t) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const net = watchNetwork(context);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(BASE + first);
    await screenReady(page);
    await page.waitForSelector('html[data-offline="ready"]', { state: 'attached', timeout: 30000 });
    const { listed, held } = await precached(page);
    assert.ok(listed > 20, `the worker lists the site (${listed} files)`);
    assert.equal(held, listed, 'every listed file is in the one cache');
    await page.waitForLoadState('networkidle');
    t.diagnostic(`cold visit to ${first}: ${((await net.bytes()) / 1e6).toFixed(2)} MB transferred`);
    assert.deepEqual(await net.twice(), [], 'the precache reuses what the page loaded');

    await context.setOffline(true);
    await page.reload();
    await screenReady(page);
    await startEngine(page);
    for (const other of SCREENS.filter((s) => s !== first)) {
      await page.goto(BASE + other);
      await screenReady(page);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
