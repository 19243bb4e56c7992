// The /puzzles/ screen's modes: the player's rating moving up after a
// rated solve and down after a shown solution, kept across a reload; the
// streak count and its end; the daily puzzle, the same in a fresh browser;
// corrupt rating data dropped with a notice; screenshots at a phone's and a
// laptop's size, light and dark. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS, clickMove, attr } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const slotBoard = '#board-slot elephant-board';

async function openPuzzles(context, query = '') {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${BASE}/puzzles/${query}`);
  await page.locator('#puzzles[data-ready="true"]').waitFor({ timeout: 60000 });
  await page.locator(`${slotBoard}[data-status]`).waitFor({ timeout: 20000 });
  return { page, errors };
}

// solve plays the solver's moves of the board's solution, waiting for each reply.
async function solve(page) {
  const b = page.locator(slotBoard);
  await b.locator('[data-square]').first().waitFor();
  const moves = (await attr(b, 'solution')).split(' ');
  for (let i = 0; i < moves.length; i += 2) {
    const [, from, to] = moves[i].match(/^([a-z]\d+)([a-z]\d+)/);
    await clickMove(b, from, to);
    if (i + 1 < moves.length) {
      await page.waitForFunction(([sel, m]) => document.querySelector(sel).dataset.lastMove === m,
        [slotBoard, moves[i + 1]], { timeout: 5000 });
    }
  }
  await page.locator('#verdict[data-result="solved"]').waitFor();
}

async function giveUp(page) {
  const b = page.locator(slotBoard);
  await b.locator('button.solution').click();
  await page.locator('#verdict[data-result="failed"]').waitFor();
}

const rating = async (page) => Number(await page.locator('#rating').getAttribute('data-rating'));
const puzzleID = (page) => page.locator('#puzzles').getAttribute('data-puzzle');

async function next(page) {
  const before = await puzzleID(page);
  await page.locator('#next').click();
  await page.waitForFunction((id) => document.querySelector('#puzzles').dataset.puzzle !== id, before);
  await page.locator(`${slotBoard}[data-status]`).waitFor();
}

test('rated: the rating rises after a solve, falls after a shown solution, and survives a reload', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  try {
    const { page, errors } = await openPuzzles(context, '?mode=rated');
    assert.equal(await page.locator('#mode').inputValue(), 'rated');
    assert.equal(await rating(page), 1500);
    assert.match(await page.locator('#rating').textContent(), /^Rating 1500 ± 350$/);
    assert.match(await page.locator('#mode-line').textContent(), /^This puzzle: \d+\.$/);
    assert.ok(await page.locator('#difficulty').isHidden(), 'the rating chooses the difficulty');
    assert.ok(await page.locator('#next').isDisabled(), 'a rated puzzle is not skipped');

    await solve(page);
    const up = await rating(page);
    assert.ok(up > 1500, `after a solve the rating is ${up}`);
    assert.match(await page.locator('#verdict').textContent(), new RegExp(`Solved cleanly! Rating ${up} \\(\\+\\d+\\)\\.`));
    assert.ok(await page.locator('#next').isEnabled());
    const solvedID = await puzzleID(page);
    await next(page);
    assert.notEqual(await puzzleID(page), solvedID);

    await giveUp(page);
    const down = await rating(page);
    assert.ok(down < up, `after a shown solution the rating is ${down}, was ${up}`);
    assert.match(await page.locator('#verdict').textContent(), new RegExp(`Rating ${down} \\(−\\d+\\)\\.`));
    const history = await page.locator('#history li').allTextContents();
    assert.equal(history.length, 2, history.join(' | '));
    assert.match(history[0], /Rated: solution shown\. Rating \d+ \(−\d+\)\./);
    assert.match(history[1], /Rated: solved cleanly\. Rating \d+ \(\+\d+\)\./);

    await page.goto(`${BASE}/puzzles/`);
    await page.locator('#puzzles[data-ready="true"]').waitFor({ timeout: 60000 });
    assert.equal(await rating(page), down, 'the rating survived the reload');
    assert.equal(await page.locator('#mode').inputValue(), 'rated', 'so did the mode');
    assert.equal(await page.locator('#history li').count(), 2);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('elephant.puzzles.rating')));
    assert.equal(stored.version, 1);
    assert.equal(Math.round(stored.player.r), down);
    assert.equal(Object.keys(stored.puzzles).length, 2, 'both puzzles moved locally');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('streak: clean solves count, the first failure ends the run, the best is kept', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  try {
    const { page, errors } = await openPuzzles(context, '?mode=streak&game=xiangqi');
    const line = page.locator('#mode-line');
    assert.equal(await line.getAttribute('data-streak'), '0');
    await solve(page);
    assert.equal(await line.getAttribute('data-streak'), '1');
    assert.match(await page.locator('#verdict').textContent(), /Streak: 1\./);
    await next(page);
    await solve(page);
    assert.equal(await line.getAttribute('data-streak'), '2');
    assert.match(await line.textContent(), /^This run: 2 solved\. Best run: 2\.$/);
    await next(page);
    await giveUp(page);
    assert.equal(await line.getAttribute('data-streak'), '0');
    assert.equal(await line.getAttribute('data-best'), '2');
    assert.match(await page.locator('#verdict').textContent(), /streak is over \(best 2\)/);
    assert.equal(await rating(page), 1500, 'a streak is not rated');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('daily: one puzzle for the UTC date, the same in a fresh browser', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const ids = [];
  for (const locale of ['en-US', 'es-ES']) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale, timezoneId: locale === 'es-ES' ? 'Pacific/Kiritimati' : 'America/Los_Angeles' });
    try {
      const { page, errors } = await openPuzzles(context, '?mode=daily');
      assert.equal(await page.locator('#mode-line').getAttribute('data-daily'), today);
      assert.match(await page.locator('#mode-line').textContent(), new RegExp(today));
      assert.ok(await page.locator('#next').isHidden());
      assert.ok(await page.locator('#game').isHidden());
      ids.push(await puzzleID(page));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
  assert.ok(ids[0], 'a daily puzzle is shown');
  assert.equal(ids[0], ids[1], 'the same daily puzzle in another browser, language and time zone');
});

test('corrupt rating data is dropped with a notice; an unknown mode browses', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('elephant.puzzles.rating', '{"version":1,"player":{"r":"<b>x</b>"}}');
      }
    });
    const { page, errors } = await openPuzzles(context, '?mode=%3Cblitz%3E');
    const notices = await page.locator('#notices .notice').allTextContents();
    assert.ok(notices.some((n) => /rating could not be read/.test(n)), notices.join(' | '));
    assert.ok(notices.some((n) => /Mode "<blitz>" is unknown/.test(n)), notices.join(' | '));
    assert.equal(await page.locator('#mode').inputValue(), 'browse');
    assert.equal(await rating(page), 1500);
    assert.equal(await page.evaluate(() => localStorage.getItem('elephant.puzzles.rating')), null);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('screenshots of the rated mode: phone and laptop, light and dark', async () => {
  const sizes = [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 768 }]];
  for (const [name, viewport] of sizes) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: scheme });
      try {
        const { page, errors } = await openPuzzles(context, '?mode=rated&game=janggi');
        await page.emulateMedia({ colorScheme: scheme });
        await solve(page);
        await page.locator('.history-box summary').click();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `${name}: the page is ${width} px wide`);
        await page.screenshot({ path: path.join(SHOTS, `puzzle-rating-${name}-${scheme}.png`) });
        if (name === 'phone') {
          await page.screenshot({ path: path.join(SHOTS, `puzzle-rating-${name}-${scheme}-full.png`), fullPage: true });
        }
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
  }
});
