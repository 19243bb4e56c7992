// The xiangqi lesson on the Spanish source text's notation, played in a
// Spanish browser: its pages read in Spanish, a move read from the text's
// notation is played on the board, and a move on the board is written in it
// (Z2 a3, and pR a2 for the first of two chariots on one file). A wrong
// writing is explained. Screenshots at phone and desktop sizes. Run by
// ../run.sh (which builds the WASM): run.sh tests/learn-notation-es.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS } from './helpers.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };
const URL = '/learn/?game=xiangqi&lesson=15-notation';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function open(options) {
  const context = await browser.newContext({ ...options, locale: 'es-ES' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(BASE + URL);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 20000 });
  await page.locator('.lesson').waitFor();
  return { context, page, errors };
}

const lesson = (page) => page.locator('.lesson');
const goal = (page) => page.locator('.lesson .goal').textContent();
const sq = (page, name) => page.locator(`.lesson-board [data-square="${name}"]`);
const answer = (page, value) => page.click(`.choices button[data-value="${value}"]`);
const feedback = (page) => page.locator('.feedback');

async function next(page) {
  const step = Number(await lesson(page).getAttribute('data-step'));
  await page.click('button[data-action="next"]');
  await page.waitForFunction((s) => Number(document.querySelector('.lesson')?.dataset.step) === s + 1, step);
}

// play clicks a move on the lesson board and waits until the step is solved.
async function play(page, from, to) {
  await sq(page, from).click();
  await sq(page, to).click();
  await page.waitForFunction(() => document.querySelector('.lesson')?.dataset.status === 'done');
}

test('the notation lesson reads and writes moves, in Spanish', async () => {
  const { context, page, errors } = await open(DESKTOP);
  try {
    assert.equal(await page.getAttribute('html', 'lang'), 'es');
    // The two pages on the notation: four signs, and the text's letters.
    assert.equal(await lesson(page).getAttribute('data-kind'), 'story');
    assert.match(await page.locator('.story-text').textContent(), /C2 h5: el cañón de la columna 2/);
    await next(page);
    const letters = await page.locator('.story-text').textContent();
    for (const word of ['M para el elefante, al que llama ministro', 'K para el consejero', 'Z para el caballo', 'azul al negro']) {
      assert.ok(letters.includes(word), `the letters page says «${word}»: ${letters}`);
    }
    assert.equal(await page.locator('.lesson-board [data-mark]').count(), 4);
    await next(page);
    // Read a move: the goal quotes it, the student plays it.
    for (const [quoted, from, to] of [['Z8 a7', 'b1', 'c3'], ['R9 a2', 'a1', 'a3'], ['C8 g1', 'b3', 'b2']]) {
      assert.ok((await goal(page)).includes(`«${quoted}»`), `${quoted} in ${await goal(page)}`);
      await play(page, from, to);
      assert.equal(await feedback(page).getAttribute('data-tone'), 'good', await feedback(page).textContent());
      await next(page);
    }
    // Write a move: a wrong writing is explained, the right one accepted.
    assert.match(await goal(page), /¿cómo escribe el texto la jugada de la flecha\?/);
    await answer(page, 'Z3 a2');
    assert.notEqual(await feedback(page).getAttribute('data-tone'), 'good');
    assert.match(await feedback(page).textContent(), /tu columna 2/);
    await answer(page, 'Z2 a3'); // a quiz takes another answer at once
    assert.equal(await feedback(page).getAttribute('data-tone'), 'good');
    await next(page);
    // Two chariots on one file: the place mark before the letter.
    assert.equal(await page.locator('.choices button[data-value="pR a2"]').textContent(), 'pR a2');
    await answer(page, 'pR a2');
    assert.match(await feedback(page).textContent(), /l0 a2/);
    await page.locator('.done-box').waitFor(); // the last step ends the lesson
    await page.screenshot({ path: path.join(SHOTS, 'learn-notation-es-desktop.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the notation lesson on a phone', async () => {
  const { context, page, errors } = await open(PHONE);
  try {
    assert.match(await page.locator('.story-text').textContent(), /C2 h5/);
    await page.screenshot({ path: path.join(SHOTS, 'learn-notation-es-phone.png'), fullPage: true });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
