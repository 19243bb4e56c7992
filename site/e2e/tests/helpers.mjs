// Shared helpers for the browser tests: Debian's Chromium, never a downloaded one.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const BASE = process.env.ELEPHANT_URL || 'http://127.0.0.1:8080';
export const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

// FLAGS are the flags every test's Chromium runs with.
export const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// launch gives a test file its browser: the one run.sh shares between the
// files it runs at once (ELEPHANT_BROWSER, its address), else one of its own.
// Each test opens its own context in it, so no two share a cache or storage.
export function launch() {
  if (process.env.ELEPHANT_BROWSER) return chromium.connect(process.env.ELEPHANT_BROWSER);
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: FLAGS });
}

// open loads a page in a fresh context (a cold cache) and waits for every
// board to report its status. Page errors fail the test that reads them.
export async function open(browser, url = '/', options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(BASE + url);
  await page.waitForFunction(() => [...document.querySelectorAll('elephant-board')]
    .every((b) => b.hasAttribute('data-status')), null, { timeout: 15000 });
  return { context, page, errors };
}

export const board = (page, game) => page.locator(`elephant-board[game="${game}"]`);
export const square = (b, name) => b.locator(`[data-square="${name}"]`);

export async function center(loc) {
  const box = await loc.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export async function clickMove(b, from, to) {
  await square(b, from).click();
  await square(b, to).click();
}

// dragMove carries a piece with the mouse in small steps, as a person would.
export async function dragMove(page, b, from, to) {
  const a = await center(square(b, from));
  const z = await center(square(b, to));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 8, a.y + 8, { steps: 2 });
  await page.mouse.move(z.x, z.y, { steps: 8 });
  await page.mouse.up();
}

export const attr = (b, name) => b.getAttribute(name);

// nextFrame waits for the page's next animation frame: a board applies
// attribute changes once per frame (elephant.js), so a test that sets
// attributes reads the board's state after it.
export const nextFrame = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
export const statusLine = (b) => b.locator('.status').textContent();

// downloaded reads a download's bytes, from a shared browser too (whose
// downloads have no local path).
export async function downloaded(dl) {
  const chunks = [];
  for await (const c of await dl.createReadStream()) chunks.push(c);
  return Buffer.concat(chunks);
}

// timed is the option of a test that measures time, whose title ends
// with [timed]: run.sh runs the other tests several files at a time, then
// the timed ones alone, so that no other test slows the page measured.
export const timed = { skip: process.env.E2E_PHASE === 'shared' && 'it measures time: run.sh runs it alone afterwards' };

// settled waits until the page's animations and transitions have ended
// (those that run forever aside) and the next frame is drawn: a screenshot
// then shows where things came to rest.
export async function settled(page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' ||
    a.effect?.getComputedTiming().iterations === Infinity));
  await nextFrame(page);
}

// startEngine starts an engine worker as the boards do (the same script and
// module URLs; a blob: stub on another origin) and waits for it to be ready.
export const startEngine = (page, base = BASE) => page.evaluate((base) => new Promise((resolve, reject) => {
  const url = base + '/engine-worker.js';
  const src = new URL(url).origin === location.origin ? url
    : URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(url)});`], { type: 'text/javascript' }));
  const w = new Worker(src, { name: base + '/' });
  w.onmessage = (e) => {
    if (e.data.type === 'ready') { w.terminate(); resolve(); }
    if (e.data.type === 'fatal') reject(new Error(e.data.error));
  };
  w.onerror = (e) => reject(new Error('the engine worker failed: ' + (e.message || 'no message')));
}), base);

// textIs waits until the element of a selector reads text: the pages word
// themselves when their language's catalogue has come (site.js).
export const textIs = (page, selector, text) => page.waitForFunction(([s, t]) =>
  document.querySelector(s)?.textContent === t, [selector, text], { timeout: 10000 })
  .catch(async () => assert.equal(await page.locator(selector).textContent(), text, selector));
