// The lessons' content pages: every course opens with its story, story
// pages are read with Next, house-rules steps are played under their own
// rules (with a badge saying which), and a classic puzzle names its book.
// Screenshots of a story page and a house-rules step at phone and desktop
// sizes. Run by ../run.sh (which builds the WASM).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, BASE, SHOTS } from './helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };
const GAMES = ['xiangqi', 'janggi', 'shatar', 'hiashatar', 'banqi'];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function open(url, options = DESKTOP) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(BASE + url);
  return { context, page, errors };
}

const learnReady = (page) => page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 20000 });
const lesson = (page) => page.locator('.lesson');
const sq = (page, name) => page.locator(`.lesson-board [data-square="${name}"]`);

async function next(page) {
  const step = Number(await lesson(page).getAttribute('data-step'));
  await page.click('button[data-action="next"]');
  await page.waitForFunction((s) => Number(document.querySelector('.lesson')?.dataset.step) === s + 1, step);
}

// answer clicks a choice button (illegal-move and quiz steps).
const answer = (page, value) => page.click(`.choices button[data-value="${value}"]`);

test('every course lists its story first', async () => {
  const { context, page, errors } = await open('/learn/');
  try {
    await learnReady(page);
    for (const g of GAMES) {
      await page.click(`.tabs button[data-game="${g}"]`);
      const first = page.locator('.card').first();
      assert.equal(await first.getAttribute('data-lesson'), `${g}/00-story`, g);
      assert.equal(await first.locator('.num.story').getAttribute('aria-label'), 'Story', g);
      assert.match(await page.locator('.card.next .badge').textContent(), /Start here/);
      assert.equal(await page.locator('.card.next').getAttribute('data-lesson'), `${g}/00-story`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a story is read page by page, in both languages, and earns its stars', async () => {
  const { context, page, errors } = await open('/learn/?game=xiangqi&lesson=00-story');
  try {
    await learnReady(page);
    assert.equal(await lesson(page).getAttribute('data-kind'), 'story');
    assert.match(await page.locator('.story-text').textContent(), /Warring States/);
    assert.equal(await page.locator('button[data-action="hint"]').count(), 0);
    await sq(page, 'h3').click(); // the board shows, but takes no moves
    assert.equal(await page.locator('.lesson-board [data-dest]').count(), 0);
    await next(page);
    assert.match(await page.locator('.story-text').textContent(), /839/);
    assert.equal(await page.locator('.lesson-board [data-mark]').count(), 4);
    await page.selectOption('#lang', 'es');
    assert.match(await page.locator('.story-text').textContent(), /dinastía Tang/);
    await page.selectOption('#lang', 'en');
    const steps = await page.locator('.dots li').count();
    while (Number(await lesson(page).getAttribute('data-step')) < steps - 1) await next(page);
    assert.match(await page.locator('button[data-action="next"]').textContent(), /Finish/);
    await page.click('button[data-action="next"]');
    assert.equal(await page.locator('.done-box .big-stars').getAttribute('aria-label'), '3 of 3 stars');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('elephant.learn')));
    assert.equal(saved.stars['xiangqi/00-story'], 3);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('house rules: the same position under both rule sets, through the UI', async () => {
  const { context, page, errors } = await open('/learn/?game=janggi&lesson=12-house-rules');
  try {
    await learnReady(page);
    await answer(page, 'insufficient-material');
    await next(page);
    // Traditional rules: no cannon on the first move.
    assert.equal(await page.locator('.rules-badge').count(), 0);
    await answer(page, 'cannon-first-move');
    await answer(page, 'legal');
    await next(page);
    // The house rule: the same cannon move is played.
    assert.match(await page.locator('.rules-badge').textContent(), /cannon may move first/);
    await sq(page, 'b3').click();
    assert.ok(await page.locator('.lesson-board [data-dest][data-square="b5"]').count() === 1, 'b5 offered under the house rule');
    await sq(page, 'b5').click();
    assert.equal(await lesson(page).getAttribute('data-status'), 'done');
    await next(page);
    // Passing: refused traditionally, a move under "pass at any time".
    await answer(page, 'pass');
    await answer(page, 'legal');
    await next(page);
    assert.match(await page.locator('.rules-badge').textContent(), /pass at any time/);
    await page.click('button[data-action="pass"]');
    await next(page);
    // Bikjang: broken by the traditional rules, claimed as a draw under the house rule.
    await answer(page, 'bikjang');
    await answer(page, 'legal');
    await next(page);
    assert.match(await page.locator('.rules-badge').textContent(), /may claim a draw/);
    await answer(page, 'bikjang-claim');
    assert.equal(await page.locator('.done-box .big-stars').getAttribute('aria-label'), '3 of 3 stars');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a refusal under a house rule names that rule', async () => {
  // The shatar house-rules lesson up to its bishop-range step, answered as
  // the lesson's data says (tutorials' tests prove these answers).
  const walk = [
    { answers: ['legal', 'opening'] },
    { answers: ['legal', 'legal', 'opening'] },
    { answers: ['shape', 'legal', 'legal'] },
    {}, // the bers on the right: a page to read
    { answers: ['knight-mate', 'legal'] },
    { moves: [['e5', 'f7']] },
    { moves: [['a1', 'f6']] },
  ];
  const { context, page, errors } = await open('/learn/?game=shatar&lesson=11-house-rules');
  try {
    await learnReady(page);
    for (const step of walk) {
      for (const a of step.answers || []) await answer(page, a);
      for (const [from, to] of step.moves || []) {
        await sq(page, from).click();
        await sq(page, to).click();
      }
      if (step.answers || step.moves) assert.equal(await lesson(page).getAttribute('data-status'), 'done');
      await next(page);
    }
    assert.match(await page.locator('.rules-badge').textContent(), /bishop range 3/);
    await answer(page, 'shape'); // a1f6 under the shorter bishop
    assert.match(await page.locator('.feedback').textContent(), /at most 3 squares/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('screenshots: a story page and a house-rules step, phone and desktop', async () => {
  for (const [name, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    const story = await open('/learn/?game=shatar&lesson=00-story', options);
    try {
      await learnReady(story.page);
      await next(story.page);
      await next(story.page);
      await story.page.screenshot({ path: path.join(SHOTS, `lessons-story-${name}.png`), fullPage: name === 'phone' });
      assert.deepEqual(story.errors, []);
    } finally {
      await story.context.close();
    }
    const house = await open('/learn/?game=hiashatar&lesson=11-house-rules', options);
    try {
      await learnReady(house.page);
      await sq(house.page, 'a6').click();
      await sq(house.page, 'j6').click();
      await next(house.page);
      await answer(house.page, 'zone');
      await house.page.screenshot({ path: path.join(SHOTS, `lessons-house-rules-${name}.png`), fullPage: name === 'phone' });
      assert.match(await house.page.locator('.rules-badge').textContent(), /zones hold every piece/);
      assert.deepEqual(house.errors, []);
    } finally {
      await house.context.close();
    }
  }
});

// classics reads the xiangqi puzzles of one difficulty from the data files.
function xiangqiPuzzles(difficulty) {
  const dir = path.join(ROOT, 'tutorials/puzzles');
  return readdirSync(dir).filter((f) => f.startsWith('xiangqi')).sort()
    .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')).puzzles)
    .filter((p) => p.difficulty === difficulty);
}

test('a classic puzzle names its book; a generated one names none', async () => {
  const all = xiangqiPuzzles(4);
  const classics = all.filter((p) => p.themes.includes('classic'));
  assert.ok(classics.length > 0);
  // Every other puzzle of the level solved: the first left is a classic.
  const results = Object.fromEntries(all.filter((p) => !p.themes.includes('classic')).map((p) => [p.id, 'solved']));
  const { context, page, errors } = await open('/learn/');
  try {
    await page.evaluate((r) => localStorage.setItem('elephant.puzzles', JSON.stringify({ version: 1, results: r, streak: 0, bestStreak: 0 })), results);
    await page.goto(`${BASE}/puzzles/?game=xiangqi&difficulty=4`);
    await page.locator('#puzzles[data-ready="true"]').waitFor({ timeout: 60000 });
    const fen = await page.locator('#board-slot elephant-board').getAttribute('fen');
    const shown = classics.find((p) => p.fen === fen);
    assert.ok(shown, `the puzzle shown (${fen}) is a classic`);
    assert.equal(await page.locator('#source').textContent(), `Source: ${shown.source}.`);
    assert.equal(await page.locator('#source').isVisible(), true);
    await page.evaluate(() => localStorage.removeItem('elephant.puzzles'));
    await page.goto(`${BASE}/puzzles/?game=xiangqi&difficulty=1`);
    await page.locator('#puzzles[data-ready="true"]').waitFor({ timeout: 60000 });
    assert.equal(await page.locator('#source').isVisible(), false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
