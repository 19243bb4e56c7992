// /play/ on a clock: a flag fall ending the game, the clocks surviving a
// reload (and bad clock data dropped with a notice), the engine answering
// on a clock, and screenshots of a game on a clock at phone and desktop
// sizes in light and dark mode. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, SHOTS } from './helpers.mjs';
import { openPlay, startGame } from './play-page.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function click(page, from, to) {
  const plies = await page.locator('#moves li').count();
  await page.click(`#board [data-square="${from}"]`);
  await page.click(`#board [data-square="${to}"]`);
  await page.waitForFunction((n) => document.querySelectorAll('#moves li').length >= n, plies + 1);
}

const clockText = (page, where) => page.textContent(`#clock-${where} .clock-time`);
const seconds = (t) => { const [m, s] = t.split(':'); return Number(m) * 60 + Number(s); };

test('a flag fall ends the game: the side out of time loses', async () => {
  const { context, page, errors } = await openPlay(browser, { offline: true });
  try {
    await startGame(page, { opponent: 'friend', clock: { min: 0, sec: 5 } });
    assert.equal(await page.isVisible('#clock-top'), true);
    assert.equal(await clockText(page, 'top'), '0:05.0');
    assert.equal(await page.getAttribute('#clock-top', 'data-side'), 'second');
    assert.equal(await page.locator('.clock.running').count(), 0, 'no clock runs before the first move');
    assert.equal(await clockText(page, 'bottom'), '0:05.0');
    await click(page, 'b3', 'b5');
    await page.waitForSelector('#clock-top.running');
    await page.locator('#board[data-status="timeout"]').waitFor({ timeout: 15000 });
    assert.match(await page.textContent('#result-text'), /Time is up for black: red wins\./);
    assert.equal(await page.textContent('#headline'), 'Red wins.');
    assert.equal(await clockText(page, 'top'), '0:00');
    assert.equal(await page.locator('#clock-top.flagged').count(), 1);
    assert.equal(await page.locator('.clock.running').count(), 0, 'every clock stops');
    assert.equal(await page.isDisabled('#takeback'), true, 'a loss on time cannot be taken back');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
    await page.locator('#board[data-status="timeout"]').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the clocks survive a reload; bad clock data is dropped with a notice', async () => {
  const { context, page, errors } = await openPlay(browser, { offline: true });
  try {
    await startGame(page, { opponent: 'friend', clock: '300+3' });
    assert.equal(await clockText(page, 'bottom'), '5:00');
    await click(page, 'b3', 'b5'); // the clocks start with the first move
    const before = seconds(await clockText(page, 'top'));
    await click(page, 'a10', 'a9');
    const after = seconds(await clockText(page, 'top'));
    assert.ok(after > before, `black got the increment: ${before} → ${after} s`);
    // Red's clock runs: reload once it has lost two seconds.
    await page.waitForFunction(() => {
      const [m, s] = document.querySelector('#clock-bottom .clock-time').textContent.split(':');
      return Number(m) * 60 + Number(s) <= 298;
    });
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
    await page.waitForSelector('#clock-bottom.running');
    const black = seconds(await clockText(page, 'top'));
    assert.ok(Math.abs(black - after) <= 1 && black <= 303, `black's clock kept its time: ${black} s left, ${after} before`);
    const red = seconds(await clockText(page, 'bottom'));
    assert.ok(red <= 298 && red >= 290, `red's clock ran through the reload: ${red} s left`);

    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('elephant.play.current'));
      s.clock.left = [-5, 1000];
      localStorage.setItem('elephant.play.current', JSON.stringify(s));
    });
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
    await page.waitForSelector('.notice');
    assert.match(await page.textContent('#notices'), /The saved clocks could not be read; the game goes on without a clock\./);
    assert.equal(await page.locator('#moves li').count(), 2, 'the game is kept');
    assert.equal(await page.isVisible('#clock-top'), false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the engine plays on the clock', async () => {
  const { context, page, errors } = await openPlay(browser, { offline: true });
  try {
    await startGame(page, { opponent: 'engine', level: 1, clock: '300+3' });
    await click(page, 'b3', 'b5');
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 2, null, { timeout: 30000 });
    await page.waitForSelector('#clock-bottom.running');
    const engine = seconds(await clockText(page, 'top'));
    assert.ok(engine > 290 && engine <= 303, `the engine's clock: ${engine} s`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('screenshots of a game on a clock', async () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
      const { context, page, errors } = await openPlay(browser, { offline: true, viewport, colorScheme });
      try {
        await startGame(page, { game: 'janggi', opponent: 'friend', clock: '600+0b30x3' });
        await click(page, 'a4', 'b4');
        await page.waitForSelector('#clock-top.running');
        const name = `play-clock-${viewport.width}x${viewport.height}-${colorScheme}.png`;
        await page.screenshot({ path: path.join(SHOTS, name) });
        // The clocks, board and controls stay inside the window's width.
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(wide <= 0, `${name}: ${wide}px too wide`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
  }
});
