// Banqi on /learn/: the fifth course on the map, its lessons played by
// clicks (a click on a face-down piece turns it up, shown turning over),
// a chain of captures ended with "End the turn", one step in Spanish, and
// no face-down identity in the lesson board's DOM before its flip.
// The answers come from wasm/screen/learn/testdata/banqi-walkthrough.json, which
// wasm/screen/learn's Go tests prove against the lesson runner.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, open as openPage, BASE, SHOTS, settled } from './helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WALK = JSON.parse(readFileSync(path.join(ROOT, 'wasm/screen/learn/testdata/banqi-walkthrough.json'), 'utf8')).lessons;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// open loads /learn/ in a fresh context and waits until it is drawn.
async function open(url, options = DESKTOP) {
  const opened = await openPage(browser, url, options);
  await ready(opened.page);
  return opened;
}

const ready = (page) => page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 20000 });
const lesson = (page) => page.locator('.lesson');
const sq = (page, name) => page.locator(`.lesson-board [data-square="${name}"]`);
const pieceOn = (page, name) => sq(page, name).locator('[data-piece]').getAttribute('data-piece');
const settle = (page) => page.waitForFunction(() => document.querySelector('.lesson-board')?.dataset.status !== 'reply');

// boardShape reads the lesson board: its game, squares, face-down backs and face-up pieces.
const boardShape = (page) => page.evaluate(() => {
  const box = document.querySelector('.lesson-board'); // the <elephant-board>; its drawing is in its shadow root
  const pieces = [...box.shadowRoot.querySelectorAll('.layer-squares [data-piece]')].map((p) => p.getAttribute('data-piece'));
  return {
    game: box.dataset.game,
    squares: box.shadowRoot.querySelectorAll('.layer-squares [data-square]').length,
    down: pieces.filter((p) => p === 'x').length,
    up: pieces.filter((p) => p !== 'x').length,
    fenDown: (box.dataset.fen.split(' ')[0].match(/x/g) || []).length,
  };
});

// leaks lists what the lesson board shows of a face-down square beyond
// "face down": a piece letter or character, a data-* value, or a name in
// its label (the words of the page's language).
const leaks = (page) => page.evaluate(() => {
  const label = document.documentElement.lang === 'es' ? /^pieza boca abajo en [a-h][1-4]$/ : /^face-down piece on [a-h][1-4]$/;
  const out = [];
  for (const g of document.querySelector('.lesson-board').shadowRoot.querySelectorAll('.layer-squares [data-square]')) {
    const piece = g.querySelector('[data-piece]');
    if (!piece || piece.getAttribute('data-piece') !== 'x') continue;
    const attrs = [...g.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => `${a.name}=${a.value}`))
      .filter((a) => a.startsWith('data-') && a !== 'data-piece=x' && !/^data-(target|mark|dest)=([a-h][1-4])?$/.test(a));
    if (!label.test(g.getAttribute('aria-label') || '') || g.textContent.trim() !== '' || attrs.length) {
      out.push({ square: g.getAttribute('data-square'), label: g.getAttribute('aria-label'), text: g.textContent, attrs });
    }
  }
  return out;
});

// checkBoard: a banqi board of 4×8 squares whose backs are the view's
// face-down squares, none of which shows what lies under it.
async function checkBoard(page, where) {
  const b = await boardShape(page);
  assert.equal(b.game, 'banqi', where);
  assert.equal(b.squares, 32, where);
  assert.equal(b.down, b.fenDown, `${where}: backs drawn for the view's face-down squares`);
  assert.deepEqual(await leaks(page), [], where);
}

// playStep performs one walkthrough step with clicks: a square alone is
// one click (a flip), two squares a move.
async function playStep(page, step, where) {
  for (const m of step.moves || []) {
    const [, from, to] = m.match(/^([a-h][1-4])([a-h][1-4])?$/);
    await sq(page, from).click();
    if (to) await sq(page, to).click();
    await settle(page);
    await checkBoard(page, `${where} after ${m}`);
  }
  for (const a of step.answers || []) await page.click(`.choices button[data-value="${a}"]`);
  if (step.choose) await page.click(`.choices button[data-value="${step.choose}"]`);
}

// playLesson plays the open lesson, from step `from` (0-based), to its end
// with perfect answers.
async function playLesson(page, id, from = 0) {
  assert.equal(await lesson(page).getAttribute('data-lesson'), id);
  const steps = WALK[id];
  for (let i = from; i < steps.length; i++) {
    const where = `${id} step ${i + 1}`;
    assert.equal(await lesson(page).getAttribute('data-step'), String(i), where);
    await checkBoard(page, where);
    await playStep(page, steps[i], where);
    const fb = page.locator('.feedback');
    assert.equal(await fb.getAttribute('data-tone'), 'good', `${where}: ${await fb.textContent()}`);
    if (i < steps.length - 1) await page.click('button[data-action="next"]');
  }
  assert.equal(await page.locator('.done-box .big-stars').getAttribute('aria-label'), '3 of 3 stars', id);
}

test('banqi is the fifth course on the map, with its story first', async () => {
  const { context, page, errors } = await open('/learn/');
  try {
    const tabs = await page.locator('.tabs button[data-game]').evaluateAll((bs) => bs.map((b) => b.dataset.game));
    assert.deepEqual(tabs, ['xiangqi', 'janggi', 'shatar', 'hiashatar', 'banqi']);
    await page.click('.tabs button[data-game="banqi"]');
    assert.match(page.url(), /\?game=banqi$/);
    assert.match(await page.locator('.tabs button[data-game="banqi"]').textContent(), /^Banqi★ 0\/21$/);
    assert.equal(await page.locator('.card').count(), 7);
    assert.equal(await page.locator('.card').first().getAttribute('data-lesson'), 'banqi/00-story');
    assert.equal(await page.locator('.card[data-lesson="banqi/01-the-flip"]').getAttribute('href'), '?game=banqi&lesson=01-the-flip');
    assert.match(await page.locator('.summary').textContent(), /^0 of 7 lessons done/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the flip and a capture lesson by clicks: backs, turning over, stars kept', async () => {
  const { context, page, errors } = await open('/learn/?game=banqi');
  try {
    await page.click('.card[data-lesson="banqi/01-the-flip"]');
    assert.match(page.url(), /\?game=banqi&lesson=01-the-flip$/);
    assert.match(await page.locator('.help').textContent(), /face-down piece to turn it up/);
    assert.equal(await pieceOn(page, 'd2'), 'x');
    assert.equal(await page.locator('.lesson-board .tray').getAttribute('aria-label'), 'Face down: ' +
      'red general: 1, red advisor: 2, red elephant: 2, red chariot: 2, red horse: 2, red cannon: 2, red soldier: 5, ' +
      'black general: 1, black advisor: 2, black elephant: 2, black chariot: 2, black horse: 2, black cannon: 2, black soldier: 5');
    // The disc turns over: its back narrows while the face widens. Counted
    // as the animations start, since a loaded machine may end them before
    // the test looks.
    await page.evaluate(() => {
      const animate = Element.prototype.animate;
      window.started = 0;
      Element.prototype.animate = function (...args) { window.started++; return animate.apply(this, args); };
    });
    await sq(page, 'd2').click();
    await page.waitForFunction(() => window.started > 0, null, { timeout: 5000 }).catch(() => {});
    assert.ok(await page.evaluate(() => window.started) > 0, 'the flip is animated');
    assert.equal(await pieceOn(page, 'd2'), 'n');
    assert.equal(await page.locator('.lesson-board').getAttribute('data-last-move'), 'd2d2');
    assert.equal(await lesson(page).getAttribute('data-status'), 'done');
    await page.click('button[data-action="next"]');
    await playLesson(page, 'banqi/01-the-flip', 1);
    await page.click('.done-box button[data-action="next-lesson"]');
    await playLesson(page, 'banqi/02-ranks');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('elephant.learn')));
    assert.equal(saved.stars['banqi/01-the-flip'], 3);
    assert.equal(saved.stars['banqi/02-ranks'], 3);
    await page.goto(BASE + '/learn/?game=banqi');
    await ready(page);
    assert.equal(await page.locator('.card[data-lesson="banqi/02-ranks"]').getAttribute('data-stars'), '3');
    assert.equal(await page.locator('.card.next').getAttribute('data-lesson'), 'banqi/03-soldier-and-general');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a chain of captures: "End the turn" by keyboard ends it', async () => {
  const { context, page, errors } = await open('/learn/?game=banqi&lesson=06-chain-captures');
  try {
    await playStep(page, WALK['banqi/06-chain-captures'][0], 'chain step 1');
    await page.click('button[data-action="next"]');
    assert.match(await page.locator('.rules-badge').textContent(), /./);
    assert.equal(await page.locator('button[data-action="pass"]').count(), 0);
    await sq(page, 'b2').click();
    await sq(page, 'c2').click();
    const end = page.locator('button[data-action="pass"]');
    assert.equal(await end.textContent(), 'End the turn');
    assert.match(await page.locator('.help').textContent(), /capture again/);
    await page.screenshot({ path: path.join(SHOTS, 'learn-banqi-chain-desktop.png') });
    await end.focus();
    await page.keyboard.press('Enter');
    assert.equal(await lesson(page).getAttribute('data-status'), 'failed');
    assert.equal(await pieceOn(page, 'd2'), 'p', 'd2 still stands');
    await page.click('button[data-action="retry"]');
    await playStep(page, WALK['banqi/06-chain-captures'][1], 'chain step 2');
    assert.equal(await lesson(page).getAttribute('data-status'), 'done');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a banqi step in Spanish', async () => {
  const { context, page, errors } = await open('/learn/?game=banqi&lesson=01-the-flip');
  try {
    await page.selectOption('#lang', 'es');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.match(await page.locator('.goal').textContent(), /da la vuelta a la pieza de d2/);
    assert.match(await page.locator('.help').textContent(), /Pulsa una pieza boca abajo/);
    await checkBoard(page, 'es');
    await sq(page, 'd2').click();
    assert.match(await page.locator('.feedback').textContent(), /caballo negro/);
    await page.click('button[data-action="next"]');
    await sq(page, 'b3').click();
    assert.equal(await pieceOn(page, 'b3'), 'P');
    await checkBoard(page, 'es, b3 up');
    assert.match(await page.locator('.lesson-board .tray').getAttribute('aria-label'), /^Boca abajo: /);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('screenshots: a banqi lesson at phone and desktop sizes', async () => {
  for (const [name, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    const { context, page, errors } = await open('/learn/?game=banqi&lesson=01-the-flip', options);
    try {
      await sq(page, 'd2').click();
      await page.click('button[data-action="next"]');
      await sq(page, 'g2').click();
      await settled(page); // the turn over
      await page.screenshot({ path: path.join(SHOTS, `learn-banqi-${name}.png`), fullPage: name === 'phone' });
      await page.goto(BASE + '/learn/?game=banqi');
      await ready(page);
      await page.screenshot({ path: path.join(SHOTS, `learn-banqi-map-${name}.png`) });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});
