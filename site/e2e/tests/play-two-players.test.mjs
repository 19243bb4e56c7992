// /play/ between two players on one device: a game to mate played by
// clicks for both sides, the board turning after each move and the flip
// button (kept across a reload); and the New game dialog's and controls'
// explanations: the resign confirmation, the janggi setups named in the
// page's language, the level descriptions, the greyed pass explained.
// Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './helpers.mjs';
import { openPlay, startGame } from './play-page.mjs';

// A helpmate from xiangqi's start: red's cannon mates in three.
const MATE = ['b3b5', 'a10a9', 'b5c5', 'a9e9', 'c5c10'];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function click(page, uci) {
  const m = uci.match(/^([a-z]\d+)([a-z]\d+)$/);
  const plies = await page.locator('#moves li').count();
  await page.click(`#board [data-square="${m[1]}"]`);
  await page.click(`#board [data-square="${m[2]}"]`);
  await page.waitForFunction((n) => document.querySelectorAll('#moves li').length === n, plies + 1);
}

const orientation = (page) => page.getAttribute('#board', 'data-orientation');

test('two players on one device play xiangqi to mate, the board turning after each move', async () => {
  const { context, page, errors } = await openPlay(browser, { offline: true });
  try {
    await startGame(page, { opponent: 'friend', autoflip: true });
    assert.match(await page.textContent('#title'), /two players/);
    for (const [i, uci] of MATE.entries()) {
      if (i < MATE.length - 1) {
        assert.match(await page.textContent('#status'), i % 2 ? /Black to move/ : /Red to move/);
      }
      await click(page, uci);
      if (i < MATE.length - 1) {
        assert.equal(await orientation(page), i % 2 ? 'first' : 'second', `after ply ${i + 1} the board faces the side to move`);
      }
    }
    await page.locator('#board[data-status="checkmate"]').waitFor();
    assert.equal(await page.textContent('#headline'), 'Red wins.');
    assert.equal(await page.locator('#moves li').count(), 5);
    assert.equal(await page.getAttribute('html', 'data-thinking'), null);
    // Takeback undoes one move and the game goes on.
    await page.click('#takeback');
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 4);
    assert.equal(await page.getAttribute('#board', 'data-status'), 'playing');
    assert.match(await page.textContent('#status'), /Red to move/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the flip button turns the board and the turn is kept across a reload', async () => {
  const { context, page, errors } = await openPlay(browser, { offline: true });
  try {
    await startGame(page, { opponent: 'friend' });
    await click(page, 'b3b5');
    assert.equal(await orientation(page), 'first', 'without turning, red stays at the bottom');
    await page.click('#flip');
    await page.waitForFunction(() => document.querySelector('#board').dataset.orientation === 'second');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
    await page.waitForFunction(() => document.querySelector('#board').dataset.orientation === 'second');
    assert.equal(await page.locator('#moves li').count(), 1);
    await click(page, 'a10a9'); // black moves on the turned board
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('resigning asks for a second click', async () => {
  const { context, page, errors } = await openPlay(browser, { offline: true });
  try {
    await startGame(page, { opponent: 'friend' });
    await page.click('#resign');
    assert.equal(await page.textContent('#resign'), 'Resign? Click again');
    assert.equal(await page.getAttribute('#board', 'data-status'), 'playing', 'one click does not resign');
    // Another button cancels the question.
    await page.click('#flip');
    assert.equal(await page.textContent('#resign'), 'Resign');
    await page.click('#resign');
    await page.click('#resign');
    await page.locator('#board[data-status="resigned"]').waitFor();
    assert.match(await page.textContent('#result-text'), /Resigned by red: black wins/);
    assert.equal(await page.textContent('#resign'), 'Resign');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the New game dialog names the janggi setups and describes the levels', async () => {
  const { context, page, errors } = await openPlay(browser, { offline: true });
  try {
    await page.click('#new');
    await page.check('#newgame input[name="game"][value="janggi"]');
    const labels = await page.$$eval('#newgame select[name="cho"] option', (os) => os.map((o) => o.textContent));
    assert.deepEqual(labels, ['Horse–elephant–elephant–horse (마상상마)', 'Elephant–horse–horse–elephant (상마마상)',
      'Horse–elephant–horse–elephant (마상마상)', 'Elephant–horse–elephant–horse (상마상마)']);
    await page.fill('#ng-level', '1');
    assert.match(await page.textContent('#ng-level-desc'), /^Beginner/);
    assert.match(await page.getAttribute('#ng-level', 'aria-valuetext'), /^1: Beginner/);
    await page.fill('#ng-level', '10');
    assert.match(await page.textContent('#ng-level-desc'), /^Full strength/);
    await page.check('#newgame input[name="opponent"][value="friend"]');
    assert.equal(await page.isVisible('#ng-level'), false, 'two players: no engine level');
    assert.equal(await page.isVisible('#ng-autoflip'), true);
    await page.click('#ng-cancel');
    await page.selectOption('#lang', 'es');
    await page.click('#new');
    await page.check('#newgame input[name="game"][value="janggi"]');
    assert.equal(await page.textContent('#newgame select[name="han"] option[value="BNNB"]'), 'Elefante–caballo–caballo–elefante (상마마상)');
    assert.match(await page.textContent('#ng-level-desc'), /^Aficionado/, 'the dialog opens with the game\'s level, 3');
    await page.click('#ng-cancel');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a greyed janggi pass says why', async () => {
  const { context, page, errors } = await openPlay(browser, { offline: true });
  try {
    await startGame(page, { game: 'janggi', opponent: 'friend' });
    assert.equal(await page.isDisabled('#pass'), true);
    const why = 'Passing is allowed only when you have no other move (traditional rules).';
    assert.equal(await page.textContent('#pass-why'), why);
    assert.equal(await page.isVisible('#pass-why'), true);
    assert.equal(await page.getAttribute('#pass', 'aria-describedby'), 'pass-why');
    assert.equal(await page.getAttribute('#pass', 'title'), why);
    await startGame(page, { game: 'xiangqi', opponent: 'friend' });
    assert.equal(await page.isVisible('#pass-why'), false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
