// The /puzzles/ screen: one mate and one material tactic solved per game
// through the board, a wrong move refused with a hint, the solution shown,
// progress kept across reloads and corrupt progress discarded, English and
// Spanish, screenshots. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS, clickMove, attr } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const games = ['xiangqi', 'janggi', 'shatar', 'hiashatar'];

async function openPuzzles(context, query = '') {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${BASE}/puzzles/${query}`);
  await page.locator('#puzzles[data-ready="true"]').waitFor({ timeout: 60000 });
  await page.locator('#board-slot elephant-board[data-status]').waitFor({ timeout: 20000 });
  return { page, errors, board: page.locator('#board-slot elephant-board') };
}

// solve plays the solver's moves of the board's solution, waiting for each
// reply; uci squares are letters then digits (h10g8).
async function solve(page, b) {
  const moves = (await attr(b, 'solution')).split(' ');
  for (let i = 0; i < moves.length; i += 2) {
    const [, from, to] = moves[i].match(/^([a-z]\d+)([a-z]\d+)/);
    await clickMove(b, from, to);
    if (i + 1 < moves.length) {
      await page.waitForFunction(([m]) => document.querySelector('#board-slot elephant-board').dataset.lastMove === m,
        [moves[i + 1]], { timeout: 5000 });
    }
  }
}

// wrongMove finds a legal move of the solver that is not the solution's
// first move, by clicking the solver's pieces and reading their destinations.
async function wrongMove(b) {
  const first = (await attr(b, 'solution')).split(' ')[0];
  const upper = (await attr(b, 'data-turn')) === 'w';
  const squares = await b.locator('[data-square]:has([data-piece])').evaluateAll((els, up) => els
    .filter((e) => { const p = e.querySelector('[data-piece]').dataset.piece; return up ? p === p.toUpperCase() : p === p.toLowerCase(); })
    .map((e) => e.dataset.square), upper);
  for (const from of squares) {
    await b.locator(`[data-square="${from}"]`).click();
    const dests = await b.locator('[data-dest]').evaluateAll((els) => els.map((e) => e.dataset.square));
    const to = dests.find((d) => from + d !== first);
    if (to) return [from, to];
    await b.locator(`[data-square="${from}"]`).click(); // let go
  }
  throw new Error('no wrong move found');
}

for (const game of games) {
  test(`${game}: a puzzle solved on the /puzzles/ screen`, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    try {
      const { page, errors, board } = await openPuzzles(context, `?game=${game}&goal=mate`);
      assert.equal(await attr(board, 'game'), game);
      assert.equal(await page.locator('#game').inputValue(), game);
      assert.match(await page.locator('#title').textContent(), /mate in \d/);
      await solve(page, board);
      assert.equal(await attr(board, 'data-status'), 'solved');
      await page.locator('#verdict[data-result="solved"]').waitFor();
      assert.match(await page.locator('#verdict').textContent(), /Solved cleanly/);
      assert.equal(await page.locator('#progress').getAttribute('data-solved'), '1');
      assert.equal(await page.locator('#progress').getAttribute('data-streak'), '1');
      await page.screenshot({ path: path.join(SHOTS, `puzzles-${game}-solved.png`) });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

// A material tactic ends with a capture, not a mate: the board is solved
// when the line is complete, and the page says what the pieces are worth.
for (const game of games) {
  test(`${game}: a material tactic solved on the /puzzles/ screen`, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
    try {
      const { page, errors, board } = await openPuzzles(context, `?game=${game}&goal=material`);
      assert.equal(await page.locator('#goal').inputValue(), 'material');
      assert.equal(await page.locator('#puzzles').getAttribute('data-goal'), 'material');
      assert.match(await page.locator('#title').textContent(), /win material in \d/);
      assert.match(await page.locator('#task').textContent(), /win at least \d+ points of material within \d moves/);
      assert.match(await page.locator('#values').textContent(), /^Points: /);
      await solve(page, board);
      assert.equal(await attr(board, 'data-status'), 'solved');
      await page.locator('#verdict[data-result="solved"]').waitFor();
      assert.equal(await page.locator('#progress').getAttribute('data-solved'), '1');
      await page.screenshot({ path: path.join(SHOTS, `puzzles-${game}-material-solved.png`) });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

// A Spanish browser gets the screen in Spanish, with the games' own piece
// names; the switch changes every text and the choice survives a reload.
test('the screen in Spanish, switched to English and back; screenshots on a phone and a desktop', async () => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 768 }]]) {
    const context = await browser.newContext({ viewport, locale: 'es-ES', deviceScaleFactor: 1 });
    try {
      const { page, errors, board } = await openPuzzles(context, '?game=janggi&goal=material');
      assert.equal(await page.locator('#lang').inputValue(), 'es');
      assert.equal(await page.locator('h1').textContent(), 'Problemas');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
      assert.match(await page.locator('#title').textContent(), /^Janggi: gana material en \d$/);
      assert.match(await page.locator('#values').textContent(), /^Puntos: .*carro 차/);
      assert.equal(await page.locator('#next').textContent(), 'Siguiente problema');
      assert.equal(await attr(board, 'lang'), 'es');
      const [, to] = await wrongMove(board);
      await board.locator(`[data-square="${to}"]`).click();
      assert.match(await board.locator('.status').textContent(), /no es la solución/);
      assert.equal(await board.locator('button.hint').textContent(), 'Pista', 'the board\'s own buttons follow its lang');
      assert.equal(await board.locator('button.flip').textContent(), '⇅ Girar');
      await page.screenshot({ path: path.join(SHOTS, `puzzles-es-${name}.png`) });
      if (name === 'desktop') {
        await page.selectOption('#lang', 'en');
        assert.equal(await page.locator('h1').textContent(), 'Puzzles');
        assert.match(await page.locator('#title').textContent(), /^Janggi: win material in \d$/);
        assert.match(await page.locator('#values').textContent(), /^Points: .*chariot 차/);
        assert.equal(await page.locator('label:has(#goal) span').textContent(), 'Goal');
        assert.equal(await board.locator('button.hint').textContent(), 'Hint');
        await page.reload();
        await page.locator('#puzzles[data-ready="true"]').waitFor({ timeout: 60000 });
        assert.equal(await page.locator('h1').textContent(), 'Puzzles', 'the choice survived the reload');
        assert.equal(await page.locator('#lang').inputValue(), 'en');
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

test('a wrong move is refused with a hint; hint and show solution; progress survives a reload', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  try {
    const { page, errors, board } = await openPuzzles(context, '?game=xiangqi&difficulty=3');
    assert.equal(await page.locator('#difficulty').inputValue(), '3');
    const fen0 = await attr(board, 'data-fen');
    const [from, to] = await wrongMove(board);
    await board.locator(`[data-square="${to}"]`).click();
    assert.equal(await attr(board, 'data-fen'), fen0, 'the wrong move was not played');
    assert.equal(await attr(board, 'data-status'), 'playing');
    const said = await board.locator('.status').textContent();
    assert.match(said, /not the solution\. Look for/);
    console.log(`${from}${to} refused: ${said}`);
    await page.screenshot({ path: path.join(SHOTS, 'puzzles-refused-desktop.png') });

    await board.locator('button.hint').click();
    assert.match(await board.locator('.status').textContent(), /^Look for/);
    await board.locator('button.solution').click();
    assert.equal(await attr(board, 'data-status'), 'failed');
    const moves = (await attr(board, 'solution')).split(' ');
    await page.waitForFunction((m) => document.querySelector('#board-slot elephant-board').dataset.lastMove === m,
      moves[moves.length - 1], { timeout: 10000 });
    assert.match(await board.locator('.status').textContent(), /^The solution:/);
    await page.locator('#verdict[data-result="failed"]').waitFor();
    const failedID = await page.locator('#puzzles').getAttribute('data-puzzle');

    await page.locator('#next').click();
    const b2 = page.locator('#board-slot elephant-board');
    assert.notEqual(await page.locator('#puzzles').getAttribute('data-puzzle'), failedID);
    await b2.locator('[data-square]').first().waitFor();
    await solve(page, b2);
    assert.equal(await attr(b2, 'data-status'), 'solved');
    assert.equal(await page.locator('#progress').getAttribute('data-solved'), '1');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('elephant.puzzles')));
    assert.equal(stored.results[failedID], 'failed');
    assert.equal(stored.streak, 1);

    await page.reload();
    await page.locator('#puzzles[data-ready="true"]').waitFor({ timeout: 60000 });
    assert.equal(await page.locator('#progress').getAttribute('data-solved'), '1', 'progress survived the reload');
    assert.equal(await page.locator('#progress').getAttribute('data-streak'), '1');
    assert.match(await page.locator('#per-game li[data-game="xiangqi"]').textContent(), /Xiangqi: 1 of \d+/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('corrupt saved progress is discarded with a notice; bad URL values are ignored', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('elephant.puzzles', '{"version":1,"results":{"<script>":"solved"}}');
      }
    });
    const { page, errors } = await openPuzzles(context, '?game=%3Cscript%3Ealert(1)%3C/script%3E&difficulty=9');
    const notices = await page.locator('#notices .notice').allTextContents();
    assert.ok(notices.some((n) => /could not be read/.test(n)), notices.join(' | '));
    assert.ok(notices.some((n) => /No puzzles for "<script>/.test(n)), notices.join(' | '));
    assert.equal(await page.locator('#game').inputValue(), '');
    assert.equal(await page.evaluate(() => localStorage.getItem('elephant.puzzles')), null);
    assert.equal(await page.locator('#notices script').count(), 0);
    await page.screenshot({ path: path.join(SHOTS, 'puzzles-notice-desktop.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('filters change the puzzle and the address; screenshots on a phone and a desktop', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const { page, errors, board } = await openPuzzles(context);
    await page.selectOption('#game', 'hiashatar');
    await page.locator('#board-slot elephant-board[game="hiashatar"][data-status]').waitFor();
    await page.selectOption('#difficulty', '2');
    await page.locator('#board-slot elephant-board[data-status]').waitFor();
    assert.match(page.url(), /\?game=hiashatar&difficulty=2$/);
    assert.match(await page.locator('#task').textContent(), /Difficulty 2 of 5/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the page is ${width} px wide`);
    const box = await board.boundingBox();
    assert.ok(box.width > 330, `the board is only ${box.width} px wide`);
    await page.screenshot({ path: path.join(SHOTS, 'puzzles-phone.png') });
    await board.locator('button.hint').tap();
    await page.screenshot({ path: path.join(SHOTS, 'puzzles-phone-hint.png'), fullPage: true });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  try {
    const { page, errors } = await openPuzzles(desktop, '?game=janggi');
    await page.screenshot({ path: path.join(SHOTS, 'puzzles-desktop.png') });
    assert.deepEqual(errors, []);
  } finally {
    await desktop.close();
  }
});
