// Banqi puzzles: on /puzzles/ banqi is picked, a puzzle drawn on banqi's
// 4×8 squares refuses a wrong move and is solved through its reply; the
// same puzzles embedded on another site (localhost against the site's
// 127.0.0.1) with third-party storage blocked, as an <elephant-board> from
// /embed.js and as a /frame/, are solved there; /embed/ makes a banqi
// puzzle's snippet. Screenshots at phone and desktop size. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launch, BASE, SHOTS, clickMove, attr } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const slotBoard = '#board-slot elephant-board';

// Two banqi wins in 2 of the collection (tutorials/puzzles/banqi.json).
const BOARD = { fen: '8/1B1K4/2P5/k7 w - 0 1', solution: 'c2b2 a1a2 b2a2' };
const FRAME = { fen: '8/8/5RcP/5Pk1 w - 0 1', solution: 'f2g2 g1g2 h2g2' };

// solve plays the solver's moves of a board's solution (a locator);
// replied(move) waits for each reply of the line.
async function solve(b, replied) {
  const moves = (await attr(b, 'solution')).split(' ');
  for (let i = 0; i < moves.length; i += 2) {
    await clickMove(b, moves[i].slice(0, 2), moves[i].slice(2, 4));
    if (i + 1 < moves.length) await replied(moves[i + 1]);
  }
}

// wrongMove finds a legal action of the side to move other than the
// solution's first, from the destinations the board marks.
async function wrongMove(b) {
  const first = (await attr(b, 'solution')).split(' ')[0];
  const upper = (await attr(b, 'data-turn')) === 'w';
  const squares = await b.locator('[data-square]:has([data-piece])').evaluateAll((els, up) => els
    .filter((e) => { const p = e.querySelector('[data-piece]').dataset.piece; return p !== 'x' && (up ? p === p.toUpperCase() : p === p.toLowerCase()); })
    .map((e) => e.dataset.square), upper);
  for (const from of squares) {
    await b.locator(`[data-square="${from}"]`).click();
    const to = (await b.locator('[data-dest]').evaluateAll((els) => els.map((e) => e.dataset.square)))
      .find((d) => from + d !== first);
    if (to) return [from, to];
    await b.locator(`[data-square="${from}"]`).click(); // let go
  }
  throw new Error('no wrong move found');
}

// settled waits until the board's pieces stop moving, for a screenshot.
const settled = (page, sel) => page.waitForFunction((sel) => document.querySelector(sel).shadowRoot.getAnimations().length === 0, sel);

test('/puzzles/: banqi picked, a wrong move refused, a win in 2 solved through the reply; screenshots', async () => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 768 }]]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      await page.goto(`${BASE}/puzzles/`);
      await page.locator('#puzzles[data-ready="true"]').waitFor({ timeout: 60000 });
      await page.selectOption('#game', 'banqi');
      await page.locator(`${slotBoard}[game="banqi"][data-status="playing"]`).waitFor({ timeout: 20000 });
      assert.match(page.url(), /[?&]game=banqi/);
      assert.ok(await page.locator('#goal').isHidden(), 'banqi has one goal: no choice to offer');
      await page.selectOption('#difficulty', '3'); // the easiest wins in 2
      const b = page.locator(slotBoard);
      await page.locator(`${slotBoard}[solution*=" "][data-status="playing"]`).waitFor();
      const id = await page.locator('#puzzles').getAttribute('data-puzzle');
      assert.match(id, /^banqi-/);
      assert.equal(await b.getAttribute('data-game'), 'banqi');
      assert.equal(await b.locator('[data-square]').count(), 32, "banqi's 4×8 squares");
      assert.ok(await b.locator('[data-square="h4"]').count() === 1 && await b.locator('[data-square="i1"]').count() === 0);
      assert.equal(await b.locator('[data-piece="x"]').count(), 0, 'every piece face up');
      assert.match(await page.locator('#title').textContent(), /^Banqi: win in 2$/);
      assert.match(await page.locator('#task').textContent(), /^(Red|Black) to move and win in 2: leave the opponent without a move/);
      assert.match(await page.locator('#themes').textContent(), /^Themes: /);

      const [from, to] = await wrongMove(b);
      await b.locator(`[data-square="${to}"]`).click();
      assert.match(await b.locator('.status').textContent(), /not the solution/);
      assert.equal(await b.getAttribute('data-status'), 'playing');
      assert.ok(!await b.getAttribute('data-last-move'), `${from}${to} was not played`);
      await page.screenshot({ path: path.join(SHOTS, `puzzles-banqi-${name}.png`) });

      await solve(b, (m) => page.waitForFunction(([sel, m]) => document.querySelector(sel).dataset.lastMove === m,
        [slotBoard, m], { timeout: 5000 }));
      await page.locator('#verdict[data-result="helped"]').waitFor(); // the wrong move counts as help
      assert.equal(await b.getAttribute('data-status'), 'solved');
      assert.equal(await page.locator('#progress').getAttribute('data-solved'), '1');
      assert.match(await page.locator('#per-game li[data-game="banqi"]').textContent(), /^Banqi: 1 of \d+$/);
      assert.match(await page.evaluate(() => localStorage.getItem('elephant.puzzles')), new RegExp(`"${id}":"helped"`));
      await settled(page, slotBoard);
      await page.screenshot({ path: path.join(SHOTS, `puzzles-banqi-${name}-solved.png`) });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

test('/puzzles/ in Spanish: banqi in the game filter, its words and the rated mode', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'es-ES', deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${BASE}/puzzles/?mode=rated&game=banqi&goal=material`);
    await page.locator('#puzzles[data-ready="true"]').waitFor({ timeout: 60000 });
    await page.locator(`${slotBoard}[game="banqi"][data-status="playing"]`).waitFor({ timeout: 20000 });
    assert.equal(await page.locator('#game').inputValue(), 'banqi');
    assert.match(await page.locator('#game option[value="banqi"]').textContent(), /^Banqi/);
    assert.match(await page.locator('#title').textContent(), /^Banqi: gana en \d$/);
    assert.match(await page.locator('#task').textContent(), /^Turno: (Rojo|Negro)\. Gana en \d: deja al rival sin jugadas\./);
    assert.match(await page.locator('#mode-line').getAttribute('data-puzzle-rating'), /^\d+$/);
    assert.deepEqual(await page.locator('#notices .notice').allTextContents(), [], 'no material puzzles is no error');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('/embed/ makes a banqi puzzle snippet: a face-up position, a solution recorded on the set-up board', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${BASE}/embed/`);
    await page.locator('#preview[data-status]').waitFor({ timeout: 20000 });
    await page.selectOption('#m-game', 'banqi');
    await page.fill('#m-fen', BOARD.fen);
    await page.locator('#m-fen').blur();
    const setup = page.locator('#setup');
    await page.locator('#setup[game="banqi"][data-status="playing"]').waitFor();
    assert.equal(await setup.locator('[data-square]').count(), 32);
    await page.locator('#record').click();
    for (const m of BOARD.solution.split(' ')) {
      await clickMove(setup, m.slice(0, 2), m.slice(2, 4));
      await page.locator(`#setup[data-last-move="${m}"]`).waitFor();
    }
    assert.equal(await page.inputValue('#m-solution'), BOARD.solution);
    await page.locator('#record').click(); // stop: back to the start of the solution
    await page.locator('#setup[data-ply="0"]').waitFor();
    assert.equal(await page.inputValue('#m-fen'), BOARD.fen);
    const script = await page.locator('#snippet-script').textContent();
    assert.ok(script.includes(`game="banqi" fen="${BOARD.fen}" mode="puzzle" solution="${BOARD.solution}"`), script);
    assert.ok((await page.locator('#snippet-frame').textContent()).includes('game=banqi&amp;fen='));

    const preview = page.locator('#preview');
    await page.locator('#preview[game="banqi"][data-status="playing"]').waitFor();
    await solve(preview, (m) => page.locator(`#preview[data-last-move="${m}"]`).waitFor({ timeout: 5000 }));
    await page.locator('#preview[data-status="solved"]').waitFor();
    await settled(page, '#preview');
    await page.screenshot({ path: path.join(SHOTS, 'puzzles-banqi-embed-page.png'), fullPage: true });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// Another site: a page on localhost embeds a banqi puzzle both ways.
const frameURL = `${BASE}/frame/#${new URLSearchParams({ game: 'banqi', fen: FRAME.fen, mode: 'puzzle', solution: FRAME.solution, title: 'Banqi: win in 2' })}`;
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Another site</title>
<style>iframe { border: 0; width: 420px; height: 360px; } elephant-board { display: block; width: 420px; }</style>
<script src="${BASE}/embed.js" async></script></head><body>
<elephant-board id="board" game="banqi" mode="puzzle" fen="${BOARD.fen}" solution="${BOARD.solution}"></elephant-board>
<iframe id="frame" src="${frameURL.replace(/&/g, '&amp;')}"></iframe>
</body></html>`;

// other serves PAGE from http://localhost:PORT/, another registrable
// domain than the site's 127.0.0.1.
let other;
before(async () => {
  const srv = http.createServer((req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE));
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  other = { srv, url: `http://localhost:${srv.address().port}/` };
});
after(async () => { if (other) await new Promise((r) => other.srv.close(r)); });

test('another site embeds banqi puzzles by embed.js and /frame/, third-party storage blocked; solved in both', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elephant-profile-'));
  fs.mkdirSync(path.join(dir, 'Default'));
  fs.writeFileSync(path.join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { block_third_party_cookies: true, cookie_controls_mode: 1 } }));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    viewport: { width: 900, height: 1000 }, deviceScaleFactor: 1,
  });
  try {
    const page = context.pages()[0] || await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(other.url);
    const frame = page.frames().find((f) => f.url().startsWith(`${BASE}/frame/`));
    assert.ok(frame, 'the frame loaded');
    assert.equal(await frame.evaluate(() => { try { localStorage.getItem('x'); return 'open'; } catch (e) { return e.name; } }),
      'SecurityError', 'the frame has no storage');

    const b = page.locator('#board');
    await page.locator('#board[data-status="playing"]').waitFor({ timeout: 20000 });
    assert.equal(await b.getAttribute('data-game'), 'banqi');
    assert.equal(await b.locator('[data-square]').count(), 32);
    await solve(b, (m) => page.locator(`#board[data-last-move="${m}"]`).waitFor({ timeout: 5000 }));
    await page.locator('#board[data-status="solved"]').waitFor();

    const fb = page.frameLocator('#frame').locator('elephant-board');
    await page.frameLocator('#frame').locator('elephant-board[data-status="playing"]').waitFor({ timeout: 20000 });
    assert.equal(await fb.getAttribute('data-game'), 'banqi');
    assert.equal(await fb.locator('[data-square]').count(), 32);
    assert.equal(await page.frameLocator('#frame').locator('#caption').textContent(), 'Banqi: win in 2');
    await solve(fb, (m) => page.frameLocator('#frame').locator(`elephant-board[data-last-move="${m}"]`).waitFor({ timeout: 5000 }));
    await page.frameLocator('#frame').locator('elephant-board[data-status="solved"]').waitFor();
    await settled(page, '#board');
    await frame.waitForFunction(() => document.querySelector('elephant-board').shadowRoot.getAnimations().length === 0);
    await page.screenshot({ path: path.join(SHOTS, 'puzzles-banqi-embed.png'), fullPage: true });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
