// /play/ sharing: the link copied (and its fallback box) reopens the game in
// a fresh browser context, and over a game in progress asks first; the
// position downloads as SVG (parsed, pieces counted) and PNG; the record
// exports in ICCS under its [Format] tag and reads back; "Analyse" opens
// /analysis/ at the same position and "Review the game" starts a review.
// Screenshots of the share panel at phone and laptop sizes, light and dark.
// Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS, downloaded } from './helpers.mjs';

// A helpmate from xiangqi's start: red's cannon mates in three.
const MATE = ['b3b5', 'a10a9', 'b5c5', 'a9e9', 'c5c10'];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function openPlay(url = '/play/', options = {}, init = null) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, locale: 'en-US', ...options });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(BASE + url);
  await ready(page);
  return { context, page, errors };
}

async function ready(page) {
  await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
  await page.waitForSelector('#board [data-square]');
}

async function startFriends(page) {
  await page.click('#new');
  await page.check('#newgame input[name="game"][value="xiangqi"]');
  await page.check('#newgame input[name="opponent"][value="friend"]');
  await page.selectOption('#ng-clock', '');
  await page.click('#ng-start');
  await page.locator('#newgame').waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 0);
}

async function play(page, moves) {
  for (const uci of moves) {
    const m = uci.match(/^([a-z]\d+)([a-z]\d+)$/);
    const plies = await page.locator('#moves li').count();
    await page.click(`#board [data-square="${m[1]}"]`);
    await page.click(`#board [data-square="${m[2]}"]`);
    await page.waitForFunction((n) => document.querySelectorAll('#moves li').length === n, plies + 1);
  }
}

// The positions after these moves from xiangqi's start: the board shows
// the game through its data-fen.
const AFTER = {
  'h3e3 h10g8 b1c3': 'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN1C4/9/R1BAKABNR b - - 3 2',
  'h3e3 h10g8': 'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2',
  'b1c3': 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN4C1/9/R1BAKABNR b - - 1 1',
};
const boardFEN = (page) => page.locator('#board').getAttribute('data-fen');
const waitFEN = (page, moves) => page.waitForFunction((f) => document.querySelector('#board').dataset.fen === f, AFTER[moves]);

test('a copied link reopens the game in a new browser context', async () => {
  const { context, page, errors } = await openPlay('/play/', { permissions: ['clipboard-read', 'clipboard-write'] });
  await startFriends(page);
  await play(page, ['h3e3', 'h10g8', 'b1c3']);
  await page.click('#share-box summary');
  await page.click('#share-link');
  const link = `${BASE}/play/#game=xiangqi&moves=h3e3+h10g8+b1c3`;
  assert.equal(await page.inputValue('#share-url'), link);
  await page.waitForFunction(() => /copied/.test(document.querySelector('#share-status').textContent));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);

  const other = await openPlay(link.slice(BASE.length));
  await other.page.waitForFunction(() => document.querySelectorAll('#moves li').length === 3);
  assert.equal(await boardFEN(other.page), AFTER['h3e3 h10g8 b1c3']);
  assert.equal(await other.page.evaluate(() => location.hash), '', 'the link leaves the address once opened');
  assert.match(await other.page.locator('#notices').textContent(), /Shared game opened/);
  // The game goes on: black, to move, is the receiver's side, at the bottom.
  assert.equal(await other.page.locator('#board').getAttribute('data-orientation'), 'second');
  await other.page.click('#board [data-square="b10"]');
  assert.ok(await other.page.locator('#board [data-dest]').count() > 0, 'black\'s horse moves');
  await other.page.click('#board [data-square="b10"]');

  // Over a game in progress a second link asks; "Keep my game" keeps it.
  const second = '/play/#game=xiangqi&moves=b1c3';
  await other.page.goto('about:blank');
  await other.page.goto(BASE + second);
  await ready(other.page);
  await other.page.locator('#share-offer').waitFor();
  await other.page.screenshot({ path: path.join(SHOTS, 'play-share-offer-1366-light.png') });
  assert.equal(await boardFEN(other.page), AFTER['h3e3 h10g8 b1c3']);
  assert.equal(await other.page.getAttribute('#share-open-analysis', 'href'), '/analysis/?game=xiangqi#moves=b1c3');
  await other.page.click('#share-keep');
  await other.page.locator('#share-offer').waitFor({ state: 'hidden' });
  assert.equal(await boardFEN(other.page), AFTER['h3e3 h10g8 b1c3']);
  // ... and "Open it here" replaces it.
  await other.page.goto('about:blank');
  await other.page.goto(BASE + second);
  await ready(other.page);
  await other.page.click('#share-open');
  await waitFEN(other.page, 'b1c3');
  assert.deepEqual(other.errors, []);
  await other.context.close();

  // A link pasted into the address bar of the page itself is read too.
  await page.evaluate(() => { location.hash = '#game=janggi&moves=b1c3'; });
  await page.locator('#share-offer').waitFor();
  await page.click('#share-keep');
  assert.equal(await boardFEN(page), AFTER['h3e3 h10g8 b1c3']);

  // A bad link says why, and keeps the game.
  await page.goto('about:blank');
  await page.goto(`${BASE}/play/#game=xiangqi&moves=h3h9`);
  await ready(page);
  assert.match(await page.locator('#notices').textContent(), /shared link: move 1/);
  assert.equal(await boardFEN(page), AFTER['h3e3 h10g8 b1c3']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without a clipboard the link waits selected in its box', async () => {
  const { context, page, errors } = await openPlay('/play/', {}, () => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await page.click('#share-box summary');
  await page.click('#share-link');
  assert.match(await page.locator('#share-status').textContent(), /Copy the link from the box/);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'share-url');
  assert.match(await page.inputValue('#share-url'), /\/play\/#game=xiangqi$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the position downloads as SVG and PNG', async () => {
  const { context, page, errors } = await openPlay('/play/', { acceptDownloads: true });
  await startFriends(page);
  await play(page, ['h3e3']);
  await page.click('#share-box summary');
  const [svgDl] = await Promise.all([page.waitForEvent('download'), page.click('#share-svg')]);
  assert.equal(svgDl.suggestedFilename(), 'elephant-xiangqi-1.svg');
  const svg = (await downloaded(svgDl)).toString('utf8');
  const parsed = await page.evaluate((text) => {
    const d = new DOMParser().parseFromString(text, 'image/svg+xml');
    return { root: d.documentElement.localName, ns: d.documentElement.namespaceURI, errors: d.querySelectorAll('parsererror').length,
      pieces: d.querySelectorAll('[data-piece]').length, cannon: d.querySelector('[data-square="e3"] [data-piece]')?.getAttribute('data-piece') };
  }, svg);
  assert.deepEqual(parsed, { root: 'svg', ns: 'http://www.w3.org/2000/svg', errors: 0, pieces: 32, cannon: 'C' });

  const [pngDl] = await Promise.all([page.waitForEvent('download'), page.click('#share-png')]);
  assert.equal(pngDl.suggestedFilename(), 'elephant-xiangqi-1.png');
  const png = await downloaded(pngDl);
  assert.deepEqual([...png.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [970, 1070], 'the board drawing\'s own size');
  assert.ok(png.length > 20000, `${png.length} bytes: a drawn board, not a blank`);
  await pngDl.saveAs(path.join(SHOTS, 'play-share-image.png'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the record exports in ICCS under its Format tag and imports back', async () => {
  const { context, page, errors } = await openPlay();
  await startFriends(page);
  await play(page, ['h3e3', 'h10g8']);
  await page.click('details.record summary');
  await page.selectOption('#export-format', 'iccs');
  await page.click('#export');
  const rec = await page.inputValue('#record');
  assert.match(rec, /\[Format "ICCS"\]/);
  assert.match(rec, /1\. H2-E2 H9-G7 \*/);
  await page.selectOption('#export-format', 'native');
  await page.click('#export');
  assert.match(await page.inputValue('#record'), /\[Format "WXF"\][^]*1\. C2=5 H8\+7/);
  await startFriends(page);
  await page.fill('#record', rec);
  await page.click('#import');
  await waitFEN(page, 'h3e3 h10g8');
  assert.deepEqual(errors, []);
  await context.close();
});

test('"Analyse" opens the analysis board at the same position; after the game "Review" starts a review', async () => {
  const { context, page, errors } = await openPlay();
  await startFriends(page);
  await play(page, MATE.slice(0, 3));
  assert.ok(await page.locator('#review-game').isHidden(), 'no review before the end');
  const fen = await page.locator('#board').getAttribute('data-fen');
  const [an] = await Promise.all([context.waitForEvent('page'), page.click('#open-analysis')]);
  await an.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
  assert.match(an.url(), /\/analysis\/\?game=xiangqi#moves=b3b5\+a10a9\+b5c5$/);
  await an.waitForFunction((f) => document.querySelector('#board').getAttribute('data-fen') === f, fen);
  await an.close();

  await play(page, MATE.slice(3));
  await page.locator('#review-game').waitFor();
  const [rv] = await Promise.all([context.waitForEvent('page'), page.click('#review-game')]);
  await rv.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
  await rv.waitForFunction(() => /Review done/.test(document.querySelector('#review-status').textContent), null, { timeout: 60000 });
  assert.equal(await rv.evaluate(() => [...document.querySelectorAll('#moves .mv')].map((b) => b.dataset.uci).join(' ')), MATE.join(' '));
  assert.equal(await rv.locator('#board').getAttribute('data-plies'), String(MATE.length));
  assert.deepEqual(errors, []);
  await context.close();
});

test('screenshots of the share panel', async () => {
  for (const vp of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
    for (const scheme of ['light', 'dark']) {
      const { context, page, errors } = await openPlay('/play/', { viewport: vp, colorScheme: scheme });
      await startFriends(page);
      await play(page, MATE);
      await page.click('#share-box summary');
      await page.click('#share-link');
      await page.locator('#share-box').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `play-share-${vp.width}-${scheme}.png`), fullPage: vp.width < 500 });
      assert.deepEqual(errors.filter((e) => !/clipboard/i.test(e)), []);
      await context.close();
    }
  }
});
