// The page as a whole: load time, module size, one shared WASM instance,
// bad attributes, puzzles, piece styles and full-page screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, open, board, square, clickMove, attr, center, nextFrame, SHOTS, BASE } from './helpers.mjs';

const STATIC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'static');

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// The site's one module holds every screen and the engine: issue 15 allows
// 2.0 MB gzipped for all of the site's WASM.
test('the site module is at most 2.0 MB gzipped', () => {
  const raw = readFileSync(path.join(STATIC, 'elephant.wasm'));
  const gz = gzipSync(raw, { level: 9 }).length;
  console.log(`elephant.wasm: ${raw.length} bytes, ${gz} bytes gzip -9`);
  assert.ok(gz <= 2.0e6, `${gz} bytes gzipped`);
});

// Each load uses a fresh context, so a cold cache. The time to interactive is
// measured and printed, never asserted: it depends on the machine and its
// load (the README reports it). The development machine is shared with other
// builds; the best of three loads is what the page can do.
test('a board becomes interactive after navigation, cold cache, one module; the time is printed', async () => {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const wasmLoads = [];
    page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasmLoads.push(r.url()); });
    try {
      await page.goto(BASE + '/');
      await page.waitForFunction(() => performance.getEntriesByName('elephant:interactive').length, null, { timeout: 15000 });
      const t = await page.evaluate(() => {
        const at = (name) => Math.round(performance.getEntriesByName(name)[0]?.startTime ?? -1);
        return { dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd),
          compiled: at('elephant:compiled'), started: at('elephant:started'), interactive: at('elephant:interactive') };
      });
      runs.push(t);
      await page.waitForFunction(() => [...document.querySelectorAll('elephant-board')].every((b) => b.dataset.status));
      assert.deepEqual(wasmLoads.map((u) => new URL(u).pathname), ['/elephant.wasm'], 'four boards, one module');
      assert.equal(await page.evaluate(async () => (await window.Elephant.ready) === window.Elephant), true);
    } finally {
      await context.close();
    }
  }
  for (const t of runs) {
    console.log(`time to interactive: ${t.interactive} ms (DOMContentLoaded ${t.dcl}, module compiled ${t.compiled}, ` +
      `Go started ${t.started})`);
  }
  console.log(`time to interactive, best of three: ${Math.min(...runs.map((t) => t.interactive))} ms`);
  for (const t of runs) {
    assert.ok(t.compiled > 0 && t.started >= t.compiled && t.interactive >= t.started, `marks in order: ${JSON.stringify(t)}`);
  }
});

test('bad attributes are reported as text, never as markup', async () => {
  const { context, page, errors } = await open(browser);
  try {
    const b = board(page, 'xiangqi');
    const evil = '<img src=x onerror="window.pwned=1">';
    await b.evaluate((el, fen) => el.setAttribute('fen', fen), evil);
    await nextFrame(page);
    assert.equal(await attr(b, 'data-status'), 'error');
    assert.match(await attr(b, 'data-error'), /bad FEN/);
    const notice = b.locator('.notice');
    assert.ok(await notice.isVisible());
    assert.match(await notice.textContent(), /bad FEN/);
    assert.equal(await b.locator('img').count(), 0);
    await b.screenshot({ path: path.join(SHOTS, 'bad-fen.png') });

    await b.evaluate((el) => { el.removeAttribute('fen'); el.setAttribute('mode', 'sideways'); });
    await nextFrame(page);
    assert.equal(await attr(b, 'data-status'), 'playing');
    assert.match(await attr(b, 'data-error'), /mode "sideways"/);

    const j = page.locator('#janggi elephant-board');
    await j.evaluate((el) => el.setAttribute('game', 'chess'));
    await nextFrame(page);
    assert.match(await attr(j, 'data-error'), /game "chess"/);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('puzzle mode: wrong moves refused, replies played, solved at the end', async () => {
  const { context, page, errors } = await open(browser);
  try {
    const b = board(page, 'xiangqi');
    await b.evaluate((el) => { el.setAttribute('solution', 'h3e3 h10g8 h1g3'); el.setAttribute('mode', 'puzzle'); });
    await nextFrame(page);
    await clickMove(b, 'b3', 'e3');
    assert.equal(await attr(b, 'data-last-move'), null);
    assert.match(await b.locator('.status').textContent(), /not the solution/);
    await clickMove(b, 'h3', 'e3');
    await page.waitForFunction((el) => el.dataset.lastMove === 'h10g8', await b.elementHandle());
    await clickMove(b, 'h1', 'g3');
    assert.equal(await attr(b, 'data-status'), 'solved');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('screenshots: the home page in both piece styles', async () => {
  const { context, page, errors } = await open(browser);
  try {
    await page.screenshot({ path: path.join(SHOTS, 'home.png'), fullPage: true });
    await board(page, 'xiangqi').locator('button.style').click();
    for (const g of ['xiangqi', 'janggi', 'shatar', 'hiashatar']) {
      await board(page, g).screenshot({ path: path.join(SHOTS, `${g}-western.png`) });
    }
    assert.match(await board(page, 'shatar').locator('button.style').textContent(), /western/);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('elephant-board[data-status]'));
    assert.match(await board(page, 'hiashatar').locator('button.style').textContent(), /western/, 'style remembered');
    await page.evaluate(() => window.Elephant.setStyle('traditional'));
    const b = board(page, 'xiangqi');
    await b.evaluate((el) => el.setAttribute('fen', '3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 0 1'));
    await nextFrame(page);
    assert.equal(await attr(b, 'data-status'), 'checkmate');
    await b.screenshot({ path: path.join(SHOTS, 'xiangqi-checkmate.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a phone: the page fits and a move can be made by touch', async () => {
  const { context, page, errors } = await open(browser, '/', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the page is ${width} px wide`);
    const b = board(page, 'xiangqi');
    const box = await b.boundingBox();
    assert.ok(box.width > 300, `the board is only ${box.width} px wide`);
    await page.screenshot({ path: path.join(SHOTS, 'phone.png') });
    await b.scrollIntoViewIfNeeded();
    for (const sq of ['b1', 'c3']) {
      const p = await center(square(b, sq));
      await page.touchscreen.tap(p.x, p.y);
    }
    assert.equal(await attr(b, 'data-last-move'), 'b1c3');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('boards added, moved and removed after load share the running module', async () => {
  const { context, page, errors } = await open(browser);
  try {
    const status = await page.evaluate(async () => {
      const b = document.createElement('elephant-board');
      b.setAttribute('game', 'shatar');
      b.setAttribute('fen', '4k3/7p/8/8/8/8/8/R2K4 w');
      b.setAttribute('mode', 'play');
      b.id = 'late';
      document.body.append(b);
      const drawn = async () => { while (!b.dataset.status) await new Promise((r) => requestAnimationFrame(r)); };
      await drawn();
      const first = b.dataset.status;
      b.remove();
      document.querySelector('main').prepend(b); // moved: disconnected, then connected again
      await new Promise((r) => requestAnimationFrame(r));
      await drawn();
      return [first, b.dataset.status, b.shadowRoot.querySelectorAll('[data-square]').length];
    });
    assert.deepEqual(status, ['playing', 'playing', 64]);
    const b = page.locator('#late');
    await clickMove(b, 'a1', 'a8');
    assert.match(await b.locator('.status').textContent(), /^Shak!/);
    await b.screenshot({ path: path.join(SHOTS, 'shatar-shak.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
