// The /play/ move list in Spanish: a browser whose language is Spanish gets
// the Spanish notation of xiangqi (C2 h5) by default, and can still choose
// the others; an English browser keeps WXF.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { BASE, SHOTS, launch, clickMove } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// openPlay loads /play/?game=xiangqi in a fresh context with the given
// browser language and waits until the board can be played.
async function openPlay(locale, viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(BASE + '/play/?game=xiangqi');
  await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
  await page.locator('#board[data-status="playing"] [data-square]').first().waitFor();
  // The "available offline" notice moves the board down once the service
  // worker is ready: wait for it so that no click aims at an old place.
  await page.waitForSelector('html[data-offline="ready"]', { timeout: 60000 });
  return { context, page, errors };
}

// playCentralCannon plays h3e3 and waits for the engine's answer.
async function playCentralCannon(page) {
  await clickMove(page.locator('#board'), 'h3', 'e3');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length >= 2
    && !document.querySelector('#board').hasAttribute('data-thinking'), null, { timeout: 60000 });
}

const firstMove = (page) => page.textContent('#moves li:first-child .mv');

test('a Spanish browser writes xiangqi moves in Spanish notation', async () => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 768 }]]) {
    const { context, page, errors } = await openPlay('es-ES', viewport);
    assert.equal(await page.getAttribute('html', 'lang'), 'es');
    assert.equal(await page.locator('#notation').inputValue(), 'spanish');
    assert.equal((await page.locator('#notation option:checked').textContent()).trim(), 'Español');
    await playCentralCannon(page);
    assert.equal(await firstMove(page), 'C2 h5');
    // The engine's reply is written the same way: a letter and a file (or a
    // place and a letter), a space, a g or h and a number.
    assert.match(await page.textContent('#moves li:nth-child(2) .mv'), /^([GKMZRCS][1-9]|[pstcq][GKMZRCS]) [agh][1-9]$/);
    await page.screenshot({ path: path.join(SHOTS, `notation-es-${name}.png`) });
    if (name === 'desktop') {
      await page.selectOption('#notation', 'wxf');
      await page.waitForFunction(() => document.querySelector('#moves li .mv').textContent === 'C2=5');
      await page.selectOption('#notation', 'spanish');
      await page.waitForFunction(() => document.querySelector('#moves li .mv').textContent === 'C2 h5');
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('an English browser keeps WXF, and switching to Spanish brings the Spanish notation', async () => {
  const { context, page, errors } = await openPlay('en-US', { width: 1366, height: 768 });
  assert.equal(await page.locator('#notation').inputValue(), 'wxf');
  await playCentralCannon(page);
  assert.equal(await firstMove(page), 'C2=5');
  await page.selectOption('#lang', 'es');
  await page.waitForFunction(() => document.querySelector('#moves li .mv').textContent === 'C2 h5');
  assert.equal(await page.locator('#notation').inputValue(), 'spanish');
  assert.deepEqual(errors, []);
  await context.close();
});
