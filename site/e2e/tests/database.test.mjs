// The game database of /analysis/: real files of every format open through
// the file picker, their games are listed, sorted and searched, a click
// opens one on the board with its comments and the steps go through it,
// and it leaves as PGN (clipboard) or .gib (download). A 10 MB GBK
// database (the Big5 records of rules/records/testdata, converted with the
// system's iconv and repeated) is read while the page's longest task is
// measured. Screenshots at phone and laptop sizes. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, BASE, SHOTS, timed } from './helpers.mjs';

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'rules', 'records', 'testdata');
const GIB = path.join(DATA, 'gib', 'pobsiz-janggi', 'gibo', '2010한게임프로리그.gib'); // 120 games, CP949
const XQF = path.join(DATA, 'xqf', 'qt-v18-6fe9523898.xqf');
const DHTML = path.join(DATA, 'dhtmlxq', 'dpxq-mxq.htm');

let browser, work, gbk, gbkGames;
before(async () => {
  browser = await launch();
  work = mkdtempSync(path.join(tmpdir(), 'elephant-db-'));
  ({ file: gbk, games: gbkGames } = gbkDatabase(10 << 20));
});
after(async () => { await browser?.close(); });

// walk lists the files under dir.
function walk(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

// gbkDatabase writes a PGN database of at least size bytes in GBK: the
// Big5 collection's games, re-encoded by iconv, repeated.
function gbkDatabase(size) {
  const files = walk(path.join(DATA, 'pgn', 'yvonne761-ccpd')).filter((f) => f.endsWith('.pgn')).sort();
  const big5 = Buffer.concat(files.flatMap((f) => [readFileSync(f), Buffer.from('\r\n\r\n')]));
  const one = execFileSync('iconv', ['-f', 'BIG5', '-t', 'GB18030'], { input: big5, maxBuffer: 64 << 20 });
  const times = Math.ceil(size / one.length);
  const file = path.join(work, 'database-gbk.pgn');
  writeFileSync(file, Buffer.concat(Array(times).fill(one)));
  return { file, games: files.length * times };
}

async function openAnalysis(viewport = { width: 1366, height: 768 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(BASE + '/analysis/');
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 60000 });
  await page.locator('#board[data-status]').waitFor({ timeout: 20000 });
  return { context, page, errors };
}

// openFile gives the picker a file and waits for its list.
async function openFile(page, file) {
  await page.setInputFiles('#db-file', file);
  await page.locator('#db-list:not([hidden]) #db-rows .db-row').first().waitFor({ timeout: 60000 });
  return page.textContent('#db-status');
}

const rows = (page) => page.locator('#db-rows .db-row');
const cell = (row, col) => row.locator(`.db-${col}`).textContent();
const fen = (page) => page.getAttribute('#board', 'data-fen');

test('a 10 MB GBK database is listed while the page stays responsive [timed]', { timeout: 180000, ...timed }, async (t) => {
  const { context, page, errors } = await openAnalysis();
  await page.uncheck('#engine-on'); // the engine's own drawing is not the importer's
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(e.duration); })
      .observe({ type: 'longtask' });
  });
  const size = statSync(gbk).size;
  const t0 = Date.now();
  const status = await openFile(page, gbk);
  const listed = Date.now() - t0;
  assert.match(status, new RegExp(`${gbkGames} games \\(PGN, gb18030\\)`));
  // While the worker checks every game, the list scrolls and a game opens.
  const view = page.locator('#db-view');
  for (let i = 0; i < 10; i++) {
    await view.evaluate((v, i) => { v.scrollTop = i * 4000; }, i);
    await page.waitForTimeout(150);
  }
  await view.evaluate((v) => { v.scrollTop = 0; });
  await rows(page).first().click();
  await page.waitForFunction(() => document.querySelector('#moves .mv'), null, { timeout: 10000 });
  await page.waitForFunction(() => /All \d+ games checked/.test(document.querySelector('#db-progress').textContent),
    null, { timeout: 150000 });
  const checked = Date.now() - t0;
  const longest = await page.evaluate(() => Math.max(0, ...window.longTasks));
  const count = await page.evaluate(() => window.longTasks.length);
  t.diagnostic(`database: ${(size / 1048576).toFixed(1)} MB GBK, ${gbkGames} games: listed in ${listed} ms, ` +
    `every game checked in ${checked} ms; longest task on the page ${Math.round(longest)} ms (${count} over 50 ms)`);
  assert.ok(longest < 250, `the page's longest task took ${Math.round(longest)} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the list sorts by a column and finds games by player', { timeout: 120000 }, async () => {
  const { context, page, errors } = await openAnalysis();
  await openFile(page, gbk);
  await page.click('#db-head [data-col="date"]');
  await page.locator('#db-head [aria-sort="ascending"] [data-col="date"]').waitFor();
  await page.waitForFunction(() => {
    const d = [...document.querySelectorAll('#db-rows .db-row .db-date')].map((c) => c.textContent);
    return d.length > 3 && d.every((x, i) => i === 0 || d[i - 1] <= x);
  }, null, { timeout: 10000 });
  const all = await page.locator('#db-rows').evaluate((r) => r.style.height);
  await page.fill('#db-search', '許銀川');
  // The rows are drawn again when the worker's answer comes: the list must
  // come to show only that player's games.
  const shown = () => rows(page).evaluateAll((rs) => rs.map((r) => r.querySelector('.db-first').textContent +
    ' ' + r.querySelector('.db-second').textContent + ' ' + r.querySelector('.db-event').textContent));
  const only = await page.waitForFunction((h) => {
    const rs = [...document.querySelectorAll('#db-rows .db-row')];
    return document.querySelector('#db-rows').style.height !== h && rs.length > 0 &&
      rs.every((r) => ['.db-first', '.db-second', '.db-event'].some((c) => r.querySelector(c).textContent.includes('許銀川')));
  }, all, { timeout: 10000 }).then(() => true, () => false);
  assert.ok(only, `found: ${(await shown()).join('\n')}`);
  await page.fill('#db-search', 'no such player anywhere');
  await page.locator('#db-empty:not([hidden])').waitFor({ timeout: 10000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a multi-game .gib opens, a game steps through, and leaves as PGN and as .gib', { timeout: 120000 }, async () => {
  const { context, page, errors } = await openAnalysis();
  const status = await openFile(page, GIB);
  assert.match(status, /120 games \(GIB, euc-kr\)/);
  assert.equal(await page.textContent('#db-head [data-col="first"]'), 'Cho');
  const row = rows(page).nth(4);
  const who = await cell(row, 'first');
  await row.click();
  await page.locator('#db-current').filter({ hasText: who }).waitFor({ timeout: 10000 });
  const start = await fen(page);
  await page.click('#nav-forward');
  await page.click('#nav-forward');
  await page.click('#nav-forward');
  assert.notEqual(await fen(page), start);
  assert.match(await page.locator('#moves .mv').first().textContent(), /^\d\d[차포마상사장졸병]\d\d/);
  await page.click('#db-copy');
  await page.waitForFunction(() => /clipboard/.test(document.querySelector('#notice').textContent), null, { timeout: 5000 });
  const pgn = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(pgn, /\[Variant "Janggi"\]/);
  assert.match(pgn, /\[White "[^"?]+"\]/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#db-gib')]);
  const saved = path.join(work, 'game.gib');
  await download.saveAs(saved);
  const gib = readFileSync(saved);
  // [대국결과 …] in CP949: what Korean programs read.
  assert.ok(gib.includes(Buffer.from([0x5b, 0xb4, 0xeb, 0xb1, 0xb9, 0xb0, 0xe1, 0xb0, 0xfa])), 'a CP949 result header');
  assert.deepEqual(errors, []);
  await context.close();
});

test('XQF and DhtmlXQ files open, and a game shows its comments', { timeout: 120000 }, async () => {
  const { context, page, errors } = await openAnalysis();
  for (const [file, format] of [[XQF, 'XQF'], [DHTML, 'DhtmlXQ']]) {
    const status = await openFile(page, file);
    assert.match(status, new RegExp(`\\d+ games? \\(${format}`), status);
    await rows(page).first().click();
    await page.locator('#db-game:not([hidden])').waitFor();
    await page.waitForFunction(() => document.querySelector('#moves .mv') || document.querySelector('#db-current.db-refused'),
      null, { timeout: 10000 });
  }
  const text = readFileSync(path.join(DATA, 'pgn', 'xqbase-xqwlight', 'PGNS2JAR', '橘中秘', '1.得先',
    readdirSync(path.join(DATA, 'pgn', 'xqbase-xqwlight', 'PGNS2JAR', '橘中秘', '1.得先'))[0]));
  const commented = path.join(work, 'commented.pgn');
  writeFileSync(commented, text);
  await openFile(page, commented);
  await rows(page).first().click();
  await page.locator('#moves .comment').first().waitFor({ timeout: 10000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('screenshots of the database at phone and laptop sizes', { timeout: 120000 }, async () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
    const { context, page, errors } = await openAnalysis(viewport);
    await openFile(page, gbk);
    await rows(page).nth(1).click();
    await page.waitForFunction(() => document.querySelector('#moves .mv'), null, { timeout: 10000 });
    await page.locator('#database').scrollIntoViewIfNeeded();
    // The list fits its screen: no row wider than the page.
    const over = await page.evaluate(() => [...document.querySelectorAll('#database *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).length);
    assert.equal(over, 0, `${viewport.width}: ${over} elements overflow the page`);
    await page.screenshot({ path: path.join(SHOTS, `database-${viewport.width}.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  }
});
