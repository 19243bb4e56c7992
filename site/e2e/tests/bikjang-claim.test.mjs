// Janggi's bikjang draw claim on <elephant-board>: with the option on, the
// "Claim draw (bikjang)" button appears only while the side to move faces
// the other general; pressing it ends the game as a draw. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS } from './helpers.mjs';

// Cho's horse on e6 stands between the generals; e6c7 opens the facing.
const FEN = '4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bikjang</title>
<script src="/elephant.js" defer></script></head><body>
<elephant-board id="claim" game="janggi" mode="play" fen="${FEN}" options='{"Janggi":{"BikjangClaim":true}}'></elephant-board>
<elephant-board id="noclaim" game="janggi" mode="play" fen="${FEN}"></elephant-board>
<elephant-board id="es" lang="es" game="janggi" mode="play" fen="${FEN}" moves="e6c7" options='{"Janggi":{"BikjangClaim":true}}'></elephant-board>
</body></html>`;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const claimButton = (page, id) => page.locator(`#${id} button.claim`);

test('the claim button appears only at bikjang and ends the game as a draw', async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.route(`${BASE}/claim-test.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto(`${BASE}/claim-test.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('elephant-board')].every((b) => b.hasAttribute('data-status')),
      null, { timeout: 30000 });

    assert.equal(await claimButton(page, 'claim').isVisible(), false, 'no facing yet: no button');
    for (const id of ['claim', 'noclaim']) {
      assert.equal(await page.evaluate((id) => document.getElementById(id).move('e6c7'), id), true);
    }
    await page.waitForFunction(() => document.getElementById('claim').getAttribute('data-last-move') === 'e6c7');
    assert.equal(await claimButton(page, 'claim').isVisible(), true, 'han faces bikjang: the button shows');
    assert.equal(await claimButton(page, 'claim').textContent(), 'Claim draw (bikjang)');
    assert.equal(await claimButton(page, 'noclaim').isVisible(), false, 'without the option: no button');
    assert.equal(await claimButton(page, 'es').textContent(), 'Reclamar tablas (bikjang)');
    await page.locator('#claim').screenshot({ path: path.join(SHOTS, 'bikjang-claim-offered.png') });

    await claimButton(page, 'claim').click();
    await page.waitForFunction(() => document.getElementById('claim').getAttribute('data-status') !== 'playing');
    assert.equal(await page.getAttribute('#claim', 'data-status'), 'draw');
    assert.equal(await page.getAttribute('#claim', 'data-last-move'), 'e10e2');
    assert.match(await page.locator('#claim .status').textContent(), /claimed the draw/);
    assert.equal(await claimButton(page, 'claim').isVisible(), false, 'the game is over: no button');
    await page.locator('#claim').screenshot({ path: path.join(SHOTS, 'bikjang-claim-drawn.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the buttons that do not apply stay hidden while board.css is still on its way', async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  try {
    await page.route(`${BASE}/claim-test.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.route('**/board.css', async (route) => { await held; await route.continue(); });
    await page.goto(`${BASE}/claim-test.html`);
    await page.waitForFunction(() => document.getElementById('claim')?.hasAttribute('data-status'), null, { timeout: 30000 });
    const boardCSS = () => [...document.getElementById('claim').shadowRoot.styleSheets].some((s) => s.href?.endsWith('board.css'));
    assert.equal(await page.evaluate(boardCSS), false, 'board.css is held back');
    for (const sel of ['button.claim', 'button.stop', 'button.puzzle', '.notice']) {
      assert.equal(await page.locator(`#claim ${sel}`).first().isVisible(), false, `${sel} hidden before board.css`);
    }
    assert.equal(await page.locator('#claim button.flip').isVisible(), true, 'the flip button applies');
    release();
    await page.waitForFunction(boardCSS);
    assert.equal(await claimButton(page, 'claim').isVisible(), false, 'still hidden with board.css');
  } finally {
    release();
    await context.close();
  }
});
