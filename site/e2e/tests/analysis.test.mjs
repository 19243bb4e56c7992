// The /analysis/ screen: the engine's lines update as it searches and draw
// arrows, moves from an earlier position make a variation that can be
// navigated (clicks and ←/→), a FEN and a record load, bad input is shown
// as text, and a review of a short game marks a planted blunder (red hangs
// a chariot) with the better move's arrow and the evaluation graph, then a
// retry of that position is judged. Screenshots in light and dark mode at
// phone and laptop sizes. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS, clickMove } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// The planted game: 1. b1c3 h10g8 2. a1a2 b10c8 3. a2h2?? h8h2 — red's
// chariot walks in front of black's cannon, which takes it over red's own.
const BLUNDER = 'b1c3+h10g8+a1a2+b10c8+a2h2+h8h2';

async function openAnalysis(url = '/analysis/', viewport = { width: 1366, height: 768 }, scheme = 'light') {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: scheme });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(BASE + url);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 60000 });
  await page.locator('#board[data-status]').waitFor({ timeout: 20000 });
  return { context, page, errors, board: page.locator('#board') };
}

// lineInfo reads the first line and the board's arrows in one go: the
// engine's next line may come in between two reads.
const lineInfo = (page) => page.evaluate(() => {
  const li = document.querySelector('#lines li[data-line="1"]');
  return li ? { depth: Number(li.dataset.depth), score: li.dataset.score, move: li.dataset.move,
    arrows: [...document.querySelector('#board').shadowRoot.querySelectorAll('.arrow[data-arrow]')]
      .map((a) => a.dataset.arrow).join(' ') } : null;
});

test('the engine lines update as it searches, with arrows and an evaluation bar', async () => {
  const { context, page, errors, board } = await openAnalysis();
  await page.waitForFunction(() => Number(document.querySelector('#lines li')?.dataset.depth) >= 2, null, { timeout: 15000 });
  const first = await lineInfo(page);
  await page.waitForFunction((d) => Number(document.querySelector('#lines li')?.dataset.depth) > d, first.depth, { timeout: 15000 });
  const later = await lineInfo(page);
  assert.ok(later.depth > first.depth, `depth ${first.depth} → ${later.depth}`);
  assert.match(later.score, /^(\+|-)\d+\.\d\d$|^-?#\d+$/);
  assert.ok(later.arrows && later.arrows.split(' ').includes(later.move), `arrows "${later.arrows}" hold ${later.move}`);
  await page.waitForFunction(() => document.querySelector('#board').shadowRoot.querySelector('[data-arrow]'), null, { timeout: 5000 });
  // Three lines: three list items, three arrows.
  await page.selectOption('#multipv', '3');
  await page.waitForFunction(() => document.querySelectorAll('#lines li').length === 3, null, { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector('#board').shadowRoot.querySelectorAll('.arrow[data-arrow]').length === 3, null, { timeout: 5000 });
  assert.notEqual(await page.locator('#evalbar-label').textContent(), '—');
  // Turned off, the lines go and the status says so.
  await page.locator('#engine-on').uncheck();
  await page.waitForFunction(() => document.querySelectorAll('#lines li').length === 0);
  assert.match(await page.locator('#engine-status').textContent(), /off/i);
  await page.screenshot({ path: path.join(SHOTS, 'analysis-engine-off-1366.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a move from an earlier position makes a variation; clicks and arrow keys navigate', async () => {
  const { context, page, errors, board } = await openAnalysis();
  await page.locator('#engine-on').uncheck();
  await clickMove(board, 'h3', 'e3');
  await page.waitForFunction(() => document.querySelector('#board').dataset.turn === 'b');
  await clickMove(board, 'h10', 'g8');
  await page.waitForFunction(() => document.querySelectorAll('#moves .mv').length === 2);
  await page.click('#nav-back');
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '1');
  await clickMove(board, 'b10', 'c8');
  await page.waitForFunction(() => document.querySelectorAll('#moves .variation .mv').length === 1);
  assert.equal(await page.locator('#moves .variation .mv').getAttribute('data-uci'), 'b10c8');
  assert.equal(await page.locator('#moves .mv[aria-current]').getAttribute('data-uci'), 'b10c8');
  // Back to the main line's reply by a click, and through the line by keys.
  await page.locator('#moves .mv[data-uci="h10g8"]').click();
  await page.waitForFunction(() => document.querySelector('#board').dataset.lastMove === 'h10g8');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '0');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#board').dataset.lastMove === 'h3e3');
  assert.match(page.url(), /#moves=h3e3$/);
  // The link reopens the position.
  await page.locator('#moves .mv[data-uci="b10c8"]').click();
  const again = await openAnalysis(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash);
  assert.equal(await again.board.getAttribute('data-last-move'), 'b10c8');
  await again.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a FEN and a record load; bad input is shown as text', async () => {
  const { context, page, errors, board } = await openAnalysis();
  await page.locator('#engine-on').uncheck();
  await page.locator('details.load summary').click();
  const fen = '3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1';
  await page.fill('#paste', fen);
  await page.click('#load-btn');
  await page.waitForFunction((f) => document.querySelector('#board').dataset.fen === f, fen);
  await page.fill('#paste', 'this is no position');
  await page.click('#load-btn');
  await page.waitForFunction(() => /Cannot load it: no game record found/.test(document.querySelector('#notice').textContent));
  assert.equal(await board.getAttribute('data-fen'), fen, 'a bad paste keeps the position');
  await page.selectOption('#load-game', 'janggi');
  await page.fill('#paste', '[Variant "Janggi"]\n\n1. b1c3 b10c8 2. h1g3 *\n');
  await page.click('#load-btn');
  await page.waitForFunction(() => document.querySelector('#board').dataset.game === 'janggi' &&
    document.querySelector('#board').dataset.lastMove === 'h1g3');
  assert.equal(await page.locator('#moves .mv').count(), 3);
  const record = '[Variant "Janggi"]\n[Event "linked"]\n\n1. b1c3 b10c8 *\n';
  const linked = await openAnalysis('/analysis/#record=' + encodeURIComponent(record));
  assert.equal(await linked.board.getAttribute('data-game'), 'janggi');
  assert.equal(await linked.board.getAttribute('data-last-move'), 'b10c8');
  await linked.context.close();
  const bad = await openAnalysis('/analysis/?game=xiangqi#moves=h3e3+a1a9');
  assert.match(await bad.page.locator('#notice').textContent(), /link could not be read.*move 2/);
  await bad.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a review marks the hung chariot, shows the better move and the graph, and judges a retry', async () => {
  const { context, page, errors, board } = await openAnalysis(`/analysis/?game=xiangqi#moves=${BLUNDER}`);
  await page.click('#review');
  await page.waitForFunction(() => /Review done/.test(document.querySelector('#review-status').textContent), null, { timeout: 60000 });
  const blunder = page.locator('#moves .mv[data-uci="a2h2"]');
  assert.equal(await blunder.getAttribute('data-judgement'), 'blunder');
  assert.match(await blunder.textContent(), /\?\?$/);
  assert.match(await page.locator('#review-summary').textContent(), /Red: \d+ inaccuracies, \d+ mistakes, [1-9]\d* blunders/);
  // The graph: one hit area per position, a mark at the blunder.
  assert.equal(await page.locator('#graph rect[data-ply]').count(), 7);
  assert.ok(await page.locator('#graph .graph-mark[data-judgement="blunder"]').count() >= 1);
  // Selecting the blunder shows the better move as an arrow.
  await blunder.click();
  await page.waitForFunction(() => document.querySelector('#board').dataset.lastMove === 'a2h2');
  assert.match(await page.locator('#verdict').textContent(), /Blunder\. .+ was best\./);
  const better = await page.evaluate(() => [...document.querySelector('#board').shadowRoot.querySelectorAll('.arrow[data-arrow]')]
    .map((a) => a.dataset.arrow).join(' '));
  assert.ok(better && better.length >= 4, `arrows "${better}"`);
  await page.screenshot({ path: path.join(SHOTS, 'analysis-review-1366-light.png') });
  // Clicking the graph's first position goes to the start.
  await page.locator('#graph rect[data-ply="0"]').click({ force: true });
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '0');
  await blunder.click();
  // Retry: the board stands before the blunder, for red only.
  await page.click('#retry');
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '4');
  assert.equal(await board.getAttribute('data-player'), 'first');
  assert.match(await page.locator('#verdict').textContent(), /Find a better move for red/);
  // The same blunder again is refused and taken back.
  await clickMove(board, 'a2', 'h2');
  await page.waitForFunction(() => /Blunder\. Try again/.test(document.querySelector('#verdict').textContent), null, { timeout: 20000 });
  await page.waitForFunction(() => document.querySelector('#board').dataset.ply === '4');
  // The better move the review showed is kept as a variation. (Another
  // sound move is searched afresh, and the engine's judgement of it can
  // vary with what its table holds from earlier searches.)
  const sound = better.split(' ')[0];
  const [, from, to] = sound.match(/^([a-i]\d+)([a-i]\d+)$/);
  await clickMove(board, from, to);
  await page.waitForFunction(() => /is good/.test(document.querySelector('#verdict').textContent), null, { timeout: 20000 });
  assert.equal(await page.locator(`#moves .variation .mv[data-uci="${sound}"]`).count(), 1);
  assert.equal(await board.getAttribute('data-player'), 'both');
  assert.deepEqual(errors, []);
  await context.close();
});

test('screenshots: phone and laptop, light and dark', async () => {
  for (const scheme of ['light', 'dark']) {
    for (const vp of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
      const { context, page, errors } = await openAnalysis(`/analysis/?game=xiangqi#moves=${BLUNDER}`, vp, scheme);
      await page.waitForFunction(() => document.querySelector('#lines li'), null, { timeout: 15000 });
      await page.screenshot({ path: path.join(SHOTS, `analysis-${vp.width}-${scheme}.png`) });
      await page.click('#review');
      await page.waitForFunction(() => /Review done/.test(document.querySelector('#review-status').textContent), null, { timeout: 60000 });
      await page.locator('#moves .mv[data-uci="a2h2"]').click();
      await page.locator('#graph').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `analysis-review-${vp.width}-${scheme}.png`), fullPage: vp.width < 500 });
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});
