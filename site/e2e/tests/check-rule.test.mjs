// Xiangqi's perpetual check as the Spanish source text words it, a house
// rule (options {"Xiangqi":{"CheckRule":1}}): after three checks in a row
// with one chariot, a fourth loses at once; under the Asian rules, the
// default, the same move lets the game go on. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS } from './helpers.mjs';

// Red's chariot checks from i10, i9 and e9 (three points, no repetition).
const FEN = '4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1';
const MOVES = 'i1i10 e10e9 i10i9 e9e10 i9e9 e10f10';
const board = (id, extra) => `<elephant-board id="${id}" game="xiangqi" mode="play" fen="${FEN}" moves="${MOVES}" ${extra}></elephant-board>`;
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Check rule</title>
<script src="/elephant.js" defer></script></head><body>
${board('house', `options='{"Xiangqi":{"CheckRule":1}}'`)}
${board('asian', '')}
${board('es', `lang="es" options='{"Xiangqi":{"CheckRule":1}}'`)}
</body></html>`;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('a fourth check in a row with one piece loses under the house rule only', async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.route(`${BASE}/check-rule-test.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto(`${BASE}/check-rule-test.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('elephant-board')].every((b) => b.hasAttribute('data-status')),
      null, { timeout: 30000 });
    for (const id of ['house', 'asian', 'es']) {
      assert.equal(await page.getAttribute(`#${id}`, 'data-status'), 'playing', `${id}: three checks are allowed`);
      assert.equal(await page.evaluate((id) => document.getElementById(id).move('e9e10'), id), true, `${id}: the fourth check`);
      await page.waitForFunction((id) => document.getElementById(id).getAttribute('data-last-move') === 'e9e10', id);
    }
    await page.waitForFunction(() => document.getElementById('house').getAttribute('data-status') !== 'playing');
    assert.equal(await page.getAttribute('#house', 'data-status'), 'check-limit');
    assert.match(await page.locator('#house .status').textContent(), /4 checks in a row with the same piece/);
    assert.equal(await page.getAttribute('#es', 'data-status'), 'check-limit');
    assert.match(await page.locator('#es .status').textContent(), /4 jaques seguidos con la misma pieza/);
    assert.equal(await page.getAttribute('#asian', 'data-status'), 'playing', 'the Asian rules judge repetitions, and none arose');
    await page.locator('#es').screenshot({ path: path.join(SHOTS, 'check-rule-es.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
