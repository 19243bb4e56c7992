// Helpers for the /play/ tests: the page in a fresh browser context, and a
// game started from the New game dialog.
import { BASE } from './helpers.mjs';

// openPlay loads url in a fresh context (options go to newContext; init
// runs before the page's scripts) and waits for the module. With offline,
// it also waits for the "available offline" notice, which moves the board
// once, so that later clicks land where they aim.
export async function openPlay(browser, { url = '/play/', init = null, offline = false, ...options } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, locale: 'en-US', ...options });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(BASE + url);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
  if (offline) await page.waitForSelector('html[data-offline="ready"]', { timeout: 60000 });
  await page.waitForSelector('#board [data-square]');
  return { context, page, errors };
}

// startGame fills the New game dialog. clock is a preset value ('' for
// none) or { min, sec, inc } for a custom control; level, when given, is
// the engine's.
export async function startGame(page, { game = 'xiangqi', opponent = 'engine', autoflip = false, clock = '', level } = {}) {
  await page.click('#new');
  await page.check(`#newgame input[name="game"][value="${game}"]`);
  await page.check(`#newgame input[name="opponent"][value="${opponent}"]`);
  if (opponent === 'friend') await page.setChecked('#ng-autoflip', autoflip);
  if (level !== undefined) await page.fill('#ng-level', String(level));
  if (typeof clock === 'string') {
    await page.selectOption('#ng-clock', clock);
  } else {
    await page.selectOption('#ng-clock', 'custom');
    await page.fill('#ng-cmin', String(clock.min ?? 0));
    await page.fill('#ng-csec', String(clock.sec ?? 0));
    await page.fill('#ng-cinc', String(clock.inc ?? 0));
  }
  await page.click('#ng-start');
  await page.locator('#newgame').waitFor({ state: 'hidden' });
  await page.waitForFunction((g) => document.querySelector('#board').dataset.game === g
    && document.querySelectorAll('#moves li').length === 0, game);
  await page.locator('#board[data-status="playing"]').waitFor();
}
