// Playing in the games' own languages: a janggi lesson played through in
// Korean, a xiangqi puzzle solved in simplified Chinese and its solution
// written in Chinese notation in the characters of each script, and the
// /play/ move list in Chinese notation (simplified or traditional, as the
// language writes it) and in Korean notation for janggi. The expected
// texts come from the catalogues and lesson translations (languages.mjs).
// Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launch, SHOTS, BASE, clickMove, attr } from './helpers.mjs';
import { ROOT, catalogue, say, lessonText, openIn, wordedIn } from './languages.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 };

// Chinese notation, one move: a piece (or a place mark and a piece), a
// file, a direction and a number, in one script's characters.
const SIMPLIFIED = /^([帅仕相马车炮兵将士象卒][一二三四五六七八九１２３４５６７８９]|[前中后一二三四五][帅仕相马车炮兵将士象卒])[进退平][一二三四五六七八九１２３４５６７８９]$/;
const TRADITIONAL = /^([帥仕相傌俥炮兵將士象馬車砲卒][一二三四五六七八九１２３４５６７８９]|[前中後一二三四五][帥仕相傌俥炮兵將士象馬車砲卒])[進退平][一二三四五六七八九１２３４５６７８９]$/;

test('a janggi lesson played through in Korean', async () => {
  const lesson = JSON.parse(readFileSync(path.join(ROOT, 'tutorials/lessons/janggi/01-palace.json'), 'utf8'));
  const walk = JSON.parse(readFileSync(path.join(ROOT, 'wasm/screen/learn/testdata/walkthrough.json'), 'utf8')).lessons['janggi/01-palace'];
  const { context, page, errors } = await openIn(browser, '/learn/?game=janggi&lesson=01-palace', { ...PHONE, locale: 'ko-KR' });
  try {
    await wordedIn(page, 'ko', 'learn.page.title');
    await page.locator('.lesson').waitFor();
    assert.ok((await page.textContent('.lesson')).includes(lessonText('ko', lesson.title.en)), 'the lesson\'s title in Korean');
    const sq = (name) => page.locator(`.lesson-board [data-square="${name}"]`);
    for (let i = 0; i < walk.length; i++) {
      const step = lesson.steps[i];
      assert.equal(await page.locator('.lesson').getAttribute('data-step'), String(i));
      const goal = await page.textContent('.lesson .goal');
      assert.ok(goal.includes(lessonText('ko', step.goal.en)), `step ${i + 1}: ${goal}`);
      for (const m of walk[i].moves || []) {
        const [, from, to] = m.match(/^([a-i]\d+)([a-i]\d+)/);
        await sq(from).click();
        await sq(to).click();
        await page.waitForFunction(() => document.querySelector('.lesson-board')?.dataset.status !== 'reply');
      }
      for (const a of walk[i].answers || []) await page.click(`.choices button[data-value="${a}"]`);
      const fb = page.locator('.feedback');
      assert.equal(await fb.getAttribute('data-tone'), 'good', `step ${i + 1}: ${await fb.textContent()}`);
      assert.ok((await fb.textContent()).includes(lessonText('ko', step.success.en)), `step ${i + 1}: ${await fb.textContent()}`);
      if (i === 0) await page.screenshot({ path: path.join(SHOTS, 'lang-learn-janggi-ko-phone.png') });
      if (i < walk.length - 1) await page.click('button[data-action="next"]');
    }
    await page.locator('.done-box').waitFor();
    assert.equal(await page.getAttribute('.done-box .big-stars', 'aria-label'), say('ko', 'learn.stars.aria', 3));
    assert.ok((await page.textContent('.done-box')).includes(say('ko', 'learn.done.best', 3)));
    assert.ok((await page.textContent('.feedback')).includes(catalogue('ko')['learn.done.lesson']));
    await page.screenshot({ path: path.join(SHOTS, 'lang-learn-janggi-ko-done-phone.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// solve plays the solver's moves of the board's solution, waiting for
// each reply.
async function solve(page, b) {
  const moves = (await attr(b, 'solution')).split(' ');
  for (let i = 0; i < moves.length; i += 2) {
    const [, from, to] = moves[i].match(/^([a-z]\d+)([a-z]\d+)/);
    await clickMove(b, from, to);
    if (i + 1 < moves.length) {
      await page.waitForFunction((m) => document.querySelector('#board-slot elephant-board').dataset.lastMove === m, moves[i + 1]);
    }
  }
}

// solutionShown gives the next puzzle up and returns the moves its board
// writes in its status line (pz.board.solution).
async function solutionShown(page, lang) {
  const b = page.locator('#board-slot elephant-board');
  const before = await attr(b, 'solution');
  await page.click('#next');
  await page.waitForFunction((s) => document.querySelector('#board-slot elephant-board')?.getAttribute('solution') !== s
    && document.querySelector('#board-slot elephant-board').dataset.status === 'playing', before);
  await b.locator('button.solution').click();
  const [head, tail] = catalogue(lang)['pz.board.solution'].split('%s');
  await page.waitForFunction(([head]) => document.querySelector('#board-slot elephant-board').shadowRoot
    .querySelector('.status').textContent.startsWith(head), [head]);
  const status = await b.locator('.status').textContent();
  assert.ok(status.endsWith(tail), status);
  return status.slice(head.length, status.length - tail.length).split(' ');
}

test('a xiangqi puzzle solved in Chinese, its solutions written in Chinese notation', async () => {
  const { context, page, errors } = await openIn(browser, '/puzzles/?game=xiangqi&goal=mate', { ...DESKTOP, locale: 'zh-CN' });
  try {
    await wordedIn(page, 'zh-Hans', 'pz.page.title');
    const b = page.locator('#board-slot elephant-board');
    await page.locator('#board-slot elephant-board[data-status="playing"]').waitFor();
    assert.equal(await attr(b, 'lang'), 'zh-Hans');
    const title = await page.textContent('#title');
    assert.ok(title.startsWith(say('zh-Hans', 'pz.title.mate', catalogue('zh-Hans')['game.xiangqi'], 0).split('0')[0]), title);
    await solve(page, b);
    await page.locator('#verdict[data-result="solved"]').waitFor();
    assert.equal(await page.textContent('#verdict'), say('zh-Hans', 'pz.verdict.solved', 1));
    await page.screenshot({ path: path.join(SHOTS, 'lang-puzzle-xiangqi-zh-Hans-solved.png') });
    for (const m of await solutionShown(page, 'zh-Hans')) assert.match(m, SIMPLIFIED);
    // In traditional Chinese, the same notation in traditional characters.
    await page.selectOption('#lang', 'zh-Hant');
    await wordedIn(page, 'zh-Hant', 'pz.page.title');
    for (const m of await solutionShown(page, 'zh-Hant')) assert.match(m, TRADITIONAL);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

const firstMove = (page) => page.textContent('#moves li:first-child .mv');

test('the /play/ move list in each community\'s notation', async () => {
  const { context, page, errors } = await openIn(browser, '/play/?game=xiangqi', { ...DESKTOP, locale: 'zh-CN' });
  try {
    await wordedIn(page, 'zh-Hans', 'page.title');
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 60000 }); // its notice moves the board once
    assert.equal(await page.locator('#notation').inputValue(), 'chinese');
    await clickMove(page.locator('#board'), 'b1', 'c3');
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length >= 2
      && !document.querySelector('#board').hasAttribute('data-thinking'), null, { timeout: 60000 });
    assert.equal(await firstMove(page), '马八进七');
    assert.match(await page.textContent('#moves li:nth-child(2) .mv'), SIMPLIFIED);
    await page.screenshot({ path: path.join(SHOTS, 'lang-play-xiangqi-zh-Hans.png') });
    await page.selectOption('#lang', 'zh-Hant');
    await page.waitForFunction(() => document.querySelector('#moves li .mv').textContent === '傌八進七');
    assert.match(await page.textContent('#moves li:nth-child(2) .mv'), TRADITIONAL);
    await page.selectOption('#lang', 'en');
    await page.waitForFunction(() => document.querySelector('#moves li .mv').textContent === 'H8+7');
    assert.equal(await page.locator('#notation').inputValue(), 'wxf');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
  const ko = await openIn(browser, '/play/?game=janggi', { ...DESKTOP, locale: 'ko-KR' });
  try {
    await wordedIn(ko.page, 'ko', 'page.title');
    await ko.page.waitForSelector('html[data-offline="ready"]', { timeout: 60000 });
    assert.equal(await ko.page.locator('#notation').inputValue(), 'korean');
    await clickMove(ko.page.locator('#board'), 'a4', 'b4');
    await ko.page.waitForFunction(() => document.querySelectorAll('#moves li').length >= 1);
    assert.match(await firstMove(ko.page), /^\d{2}졸\d{2}$/);
    assert.deepEqual(ko.errors, []);
  } finally {
    await ko.context.close();
  }
});

test('the app installs under its name in the reader\'s language, and a missing page says so in it', async () => {
  const { context, page, errors } = await openIn(browser, '/play/', { ...PHONE, locale: 'ko-KR' });
  try {
    await wordedIn(page, 'ko', 'page.title');
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    assert.match(href, /\/i18n\/ko\.webmanifest$/);
    const manifest = await page.evaluate(async (u) => (await fetch(u)).json(), href);
    assert.equal(manifest.name, catalogue('ko')['app.name']);
    assert.equal(manifest.lang, 'ko');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
  const zh = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
  try {
    const missing = await zh.newPage();
    const res = await missing.goto(BASE + '/no-such-page/');
    assert.equal(res.status(), 404);
    const c = catalogue('zh-Hans');
    await missing.waitForFunction(([title, home]) => document.querySelector('h1 span')?.textContent === title
      && document.querySelector('a[href="/"]')?.textContent === home, [c['error.title.404'], c['error.home']]);
    assert.equal(await missing.textContent('[data-site="error.404"]'), c['error.404']);
    assert.equal(await missing.title(), `404 ${c['error.title.404']} · Elephant`);
    await missing.screenshot({ path: path.join(SHOTS, 'lang-zh-Hans-404.png') });
  } finally {
    await zh.close();
  }
});
