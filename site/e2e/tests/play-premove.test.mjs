// /play/'s premove setting: off by default, switched by its button, kept
// across a reload, handed to the board in games against the engine (a move
// made while the engine thinks waits for its reply, then is played) and
// never in games between two players. The premove itself is tested on the
// board (draw.test.mjs). Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './helpers.mjs';
import { openPlay } from './play-page.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// engineFirst starts a game in which the engine, at full strength (it
// takes its whole time), plays first; it returns once the engine thinks,
// or has already answered (on a loaded machine its 1.2 s can pass between
// two looks at the page).
async function engineFirst(page) {
  await page.click('#new');
  await page.check('#newgame input[name="game"][value="xiangqi"]');
  await page.check('#newgame input[name="opponent"][value="engine"]');
  await page.selectOption('#ng-side', 'second');
  await page.fill('#ng-level', '10');
  await page.click('#ng-start');
  await page.locator('#newgame').waitFor({ state: 'hidden' });
  await page.waitForFunction(() => {
    const b = document.querySelector('#board');
    return b.dataset.plies === '0' ? b.hasAttribute('data-thinking') : Number(b.dataset.plies) >= 1;
  });
}

// premove moves black's soldier a7 to a6 while red is to move (legal after
// any first move of red's) and returns the premoves shown, with the plies
// played read at the same moment: a premove is only one while the engine
// still thinks.
async function premove(page) {
  await page.click('#board [data-square="a7"]');
  await page.click('#board [data-square="a6"]');
  return page.evaluate(() => {
    const b = document.querySelector('#board');
    return { shown: (b.shadowRoot || b).querySelectorAll('.premove').length, plies: b.dataset.plies };
  });
}

// premoveWhileThinking starts games with the engine first until the
// premove is made before the engine's reply (two clicks can outlast its
// time on a loaded machine), and returns the premoves then shown.
async function premoveWhileThinking(page) {
  for (let tries = 0; ; tries++) {
    await engineFirst(page);
    const { shown, plies } = await premove(page);
    if (plies === '0' || tries === 2) return shown;
  }
}

test('the premove setting reaches the board in games against the engine only', async () => {
  const { context, page, errors } = await openPlay(browser, { offline: true });
  try {
    const btn = page.locator('#premove');
    assert.equal(await btn.textContent(), 'Premoves: off');
    await engineFirst(page);
    assert.equal((await premove(page)).shown, 0, 'off by default');
    await page.waitForFunction(() => Number(document.querySelector('#board').dataset.plies) >= 1, null, { timeout: 30000 });

    await btn.click();
    assert.equal(await btn.getAttribute('aria-pressed'), 'true');
    assert.equal(await btn.textContent(), 'Premoves: on');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
    await page.waitForSelector('#board [data-square]');
    assert.equal(await page.locator('#premove').textContent(), 'Premoves: on', 'kept across a reload');
    assert.equal(await premoveWhileThinking(page), 1, 'the premove waits for the reply');
    await page.waitForFunction(() => document.querySelector('#board').dataset.plies === '2', null, { timeout: 30000 });
    assert.equal(await page.getAttribute('#board', 'data-last-move'), 'a7a6', 'played with the reply');
    assert.equal(await page.locator('#moves li').count(), 2, 'the page has the premove too');

    // A game between two players: no premoves, and no button.
    await page.click('#new');
    await page.check('#newgame input[name="opponent"][value="friend"]');
    await page.click('#ng-start');
    await page.locator('#newgame').waitFor({ state: 'hidden' });
    await page.click('#board [data-square="h3"]');
    await page.click('#board [data-square="e3"]');
    await page.waitForFunction(() => document.querySelector('#board').dataset.plies === '1');
    await page.click('#board [data-square="h1"]');
    await page.click('#board [data-square="g3"]');
    assert.equal(await page.locator('#board .premove').count(), 0, 'red waits for black');
    assert.ok(await page.locator('#premove').isHidden());
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
