// /play/'s premove setting: off by default, switched by its button, kept
// across a reload, passed to the board as premove="on" in games against the
// engine and never in games between two players. The premove itself is
// tested on the board (draw.test.mjs). Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function ready(page) {
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30000 });
  await page.waitForSelector('#board [data-square]');
}

const premoveAttr = (page) => page.evaluate(() => document.getElementById('board').getAttribute('premove'));

test('the premove setting reaches the board in games against the engine only', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(`${BASE}/play/`);
    await ready(page);
    const btn = page.locator('#premove');
    assert.equal(await btn.textContent(), 'Premoves: off');
    assert.equal(await premoveAttr(page), null, 'off by default');

    await btn.click();
    assert.equal(await btn.getAttribute('aria-pressed'), 'true');
    assert.equal(await btn.textContent(), 'Premoves: on');
    await page.waitForFunction(() => document.getElementById('board').getAttribute('premove') === 'on');

    await page.reload();
    await ready(page);
    assert.equal(await page.locator('#premove').textContent(), 'Premoves: on', 'kept across a reload');
    assert.equal(await premoveAttr(page), 'on');

    // A game between two players: no premoves, and no button.
    await page.click('#new');
    await page.check('#newgame input[name="opponent"][value="friend"]');
    await page.click('#ng-start');
    await page.locator('#newgame').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.getElementById('board').getAttribute('premove') === null);
    assert.ok(await page.locator('#premove').isHidden());
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
