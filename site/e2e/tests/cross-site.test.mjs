// Boards on another site with browser storage blocked: a page on
// http://localhost:PORT (another registrable domain than the site's
// 127.0.0.1) frames /frame/ with third-party storage blocked, and loads
// /embed.js boards in a browser that refuses all site data. Reading
// window.localStorage then throws a SecurityError on the property read
// itself; the boards must work without storage. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BASE, SHOTS, clickMove } from './helpers.mjs';

// A janggi mate in 2 from the collection.
const JG = { fen: '4a2n1/3a1k3/1R7/9/8R/9/9/9/3A1A3/5K3 w - - 0 1', solution: 'i6f6 f9e9 b8f8' };
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const frameURL = `${BASE}/frame/#${new URLSearchParams({ game: 'janggi', fen: JG.fen, mode: 'puzzle', solution: JG.solution, title: 'Mate in 2' })}`;
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Another site</title>
<style>iframe { border: 0; width: 420px; height: 520px; } elephant-board { display: block; width: 420px; }</style>
<script src="${BASE}/embed.js" async></script></head><body>
<iframe id="frame" src="${frameURL.replace(/&/g, '&amp;')}"></iframe>
<elephant-board id="board" game="shatar" mode="play"></elephant-board>
</body></html>`;

let server, host;
before(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(PAGE);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  host = `http://localhost:${server.address().port}/`;
  assert.notEqual(new URL(host).hostname, new URL(BASE).hostname);
});
after(async () => { await new Promise((r) => server?.close(r) ?? r()); });

// withPrefs starts Chromium on a new profile whose preferences block
// cookies and site data: third-party only, or all of it.
async function withPrefs(profile, f) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elephant-profile-'));
  fs.mkdirSync(path.join(dir, 'Default'));
  fs.writeFileSync(path.join(dir, 'Default', 'Preferences'), JSON.stringify({ profile }));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: FLAGS,
    viewport: { width: 1000, height: 1100 }, deviceScaleFactor: 1,
  });
  const page = context.pages()[0] || await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  try {
    await f(page, errors);
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const storageRefused = (frame) => frame.evaluate(() => {
  try { window.localStorage.getItem('x'); return false; } catch (e) { return e.name; }
});

test('/frame/ on another site works with third-party storage blocked', async () => {
  await withPrefs({ block_third_party_cookies: true, cookie_controls_mode: 1 }, async (page, errors) => {
    await page.goto(host);
    const frame = page.frames().find((f) => f.url().startsWith(`${BASE}/frame/`));
    assert.ok(frame, 'the frame loaded');
    assert.equal(await storageRefused(frame), 'SecurityError', 'the browser refuses the frame its storage');
    assert.equal(await storageRefused(page.mainFrame()), false, 'the page itself keeps its storage');

    const b = page.frameLocator('#frame').locator('elephant-board');
    await page.frameLocator('#frame').locator('elephant-board[data-status="playing"]').waitFor({ timeout: 20000 });
    assert.equal(await b.locator('[data-square]').count(), 90);
    const box = await b.boundingBox();
    assert.ok(box.width > 300 && box.height > 300, `the board is ${box.width}×${box.height}`);
    await b.locator('button.style').click(); // saves the piece style: refused, and no matter
    await clickMove(b, 'i6', 'f6');
    await page.frameLocator('#frame').locator('elephant-board[data-last-move="f9e9"]').waitFor();
    await clickMove(b, 'b8', 'f8');
    assert.equal(await b.getAttribute('data-status'), 'solved');
    await page.locator('#frame').screenshot({ path: path.join(SHOTS, 'cross-site-frame.png') });
    assert.deepEqual(errors, []);
  });
});

test('embed.js boards work in a browser that refuses all site data', async () => {
  await withPrefs({ default_content_setting_values: { cookies: 2 } }, async (page, errors) => {
    await page.goto(host);
    assert.equal(await storageRefused(page.mainFrame()), 'SecurityError', 'the browser refuses the page its storage');
    const b = page.locator('#board');
    await page.locator('#board[data-status="playing"]').waitFor({ timeout: 20000 });
    assert.equal(await b.locator('[data-square]').count(), 64);
    const style = await b.locator('button.style').textContent();
    await b.locator('button.style').click(); // saves the piece style: refused, and no matter
    assert.notEqual(await b.locator('button.style').textContent(), style, 'the style switched');
    await clickMove(b, 'd2', 'd4');
    assert.equal(await b.getAttribute('data-last-move'), 'd2d4');
    const frame = page.frameLocator('#frame').locator('elephant-board');
    await page.frameLocator('#frame').locator('elephant-board[data-status="playing"]').waitFor({ timeout: 20000 });
    assert.equal(await frame.locator('[data-square]').count(), 90);
    await page.screenshot({ path: path.join(SHOTS, 'cross-site-no-storage.png'), fullPage: true });
    assert.deepEqual(errors, []);
  });
});
