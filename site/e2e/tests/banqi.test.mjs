// Banqi in the browser: on /play/ against the engine (a flip reveals a
// piece and sets the colours, the engine answers, a takeback), a reload
// that resumes the same deal, and on a plain page a capture by rank and a
// refused capture with its reason. Before its flip no face-down piece
// shows its identity anywhere in the DOM: not in data-*, text or
// accessible names, nor in what the page sends the engine worker.
// Screenshots at phone and desktop size. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS, nextFrame, settled } from './helpers.mjs';
import { openPlay, startGame } from './play-page.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// Every message the page posts to a worker, to read the engine's requests.
const RECORD_WORKER = () => {
  window.posted = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (msg, ...rest) {
    try { window.posted.push(JSON.parse(JSON.stringify(msg))); } catch { /* not data */ }
    return post.call(this, msg, ...rest);
  };
};

// startBanqi fills the New game dialog for banqi.
async function startBanqi(page, { opponent = 'engine', side = 'first', level = 1, seed = '' } = {}) {
  await page.click('#new');
  await page.check('#newgame input[name="game"][value="banqi"]');
  await page.check(`#newgame input[name="opponent"][value="${opponent}"]`);
  if (opponent === 'engine') {
    await page.selectOption('#ng-side', side);
    await page.fill('#ng-level', String(level));
  }
  await page.fill('#ng-seed', String(seed));
  await page.click('#ng-start');
  await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-game') === 'banqi');
}

// faceDownLeaks lists what the board shows of a face-down square beyond
// "face down": a piece letter or character, or a name in its label.
const faceDownLeaks = (page) => page.evaluate(() => {
  const root = document.querySelector('#board').shadowRoot;
  const out = [];
  for (const g of root.querySelectorAll('.layer-squares [data-square]')) {
    const piece = g.querySelector('[data-piece]');
    if (!piece || piece.getAttribute('data-piece') !== 'x') continue;
    const label = g.getAttribute('aria-label');
    const text = g.textContent.trim();
    const attrs = [...g.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => `${a.name}=${a.value}`))
      .filter((a) => a.startsWith('data-') && a !== 'data-piece=x');
    if (!/^face-down piece on [a-h][1-4]$/.test(label) || text !== '' || attrs.length) {
      out.push({ square: g.getAttribute('data-square'), label, text, attrs });
    }
  }
  return out;
});

// counts reads the squares: how many face down, how many face up.
const counts = (page, id = 'board') => page.evaluate((id) => {
  const pieces = [...document.getElementById(id).shadowRoot.querySelectorAll('.layer-squares [data-piece]')]
    .map((p) => p.getAttribute('data-piece'));
  return { down: pieces.filter((p) => p === 'x').length, up: pieces.filter((p) => p !== 'x').length };
}, id);

const ply = (page) => page.getAttribute('#board', 'data-ply');
const fenBoard = (fen) => fen.split(' ')[0];

test('banqi against the engine: a flip sets the colours, the engine answers, nothing face down leaks', async () => {
  const { context, page, errors } = await openPlay(browser, { url: '/play/?game=banqi', init: RECORD_WORKER });
  try {
    await startBanqi(page, { seed: 2024 });
    const b = page.locator('#board');
    assert.equal(await b.getAttribute('data-turn'), null, 'no side is to move before the first flip');
    assert.deepEqual(await counts(page), { down: 32, up: 0 });
    assert.deepEqual(await faceDownLeaks(page), []);
    assert.match(await page.textContent('#status'), /Turn up any piece/);
    assert.equal(await page.evaluate(() => document.documentElement.outerHTML.includes('2024')), false,
      'the deal number is not on the page during the game');
    const tray = await page.evaluate(() => document.querySelector('#board').shadowRoot.querySelector('.tray').getAttribute('aria-label'));
    assert.match(tray, /^Face down: red general: 1, red advisor: 2, .*black soldier: 5$/);

    await page.click('#board [data-square="c2"]');
    await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-ply') === '2', null, { timeout: 20000 });
    const turned = await page.getAttribute('#board [data-square="c2"] [data-piece]', 'data-piece');
    assert.match(turned, /^[KABRNCPkabrncp]$/);
    const red = turned === turned.toUpperCase();
    assert.equal(await b.getAttribute('data-turn'), red ? 'w' : 'b', 'the person is to move again, in the colour of the piece turned up');
    assert.match(await page.locator('#moves li').first().textContent(), new RegExp(`^1\\. c2 ${red ? 'red' : 'black'} `));
    assert.deepEqual(await counts(page), { down: 30, up: 2 });
    assert.deepEqual(await faceDownLeaks(page), []);

    // The engine was asked with the view: its face-down squares are the board's.
    const asked = await page.evaluate(() => window.posted.filter((m) => m.type === 'go' && m.game === 'banqi'));
    assert.ok(asked.length >= 1, 'the engine was asked');
    const last = asked[asked.length - 1];
    assert.equal((fenBoard(last.fen).match(/x/g) || []).length, 31);
    assert.ok(!('moves' in last) || last.moves.length === 0, 'a banqi request holds no actions');

    await page.click('#takeback');
    await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-ply') === '0');
    assert.deepEqual(await counts(page), { down: 32, up: 0 });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a reload resumes the same banqi deal', async () => {
  const { context, page, errors } = await openPlay(browser, { url: '/play/?game=banqi' });
  try {
    await startBanqi(page, { opponent: 'friend', seed: 777 });
    for (const sq of ['a1', 'h4']) {
      await page.click(`#board [data-square="${sq}"]`);
    }
    await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-ply') === '2');
    const before = await page.getAttribute('#board', 'data-fen');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
    await page.waitForFunction((fen) => document.querySelector('#board').getAttribute('data-fen') === fen, before);
    assert.equal(await page.locator('#moves li').count(), 2);
    await page.click('#board [data-square="d2"]');
    await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-ply') === '3');
    const resumed = await page.getAttribute('#board [data-square="d2"] [data-piece]', 'data-piece');
    // The same deal dealt afresh turns up the same piece on d2.
    await startBanqi(page, { opponent: 'friend', seed: 777 });
    for (const sq of ['a1', 'h4', 'd2']) {
      await page.click(`#board [data-square="${sq}"]`);
    }
    await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-ply') === '3');
    assert.equal(await page.getAttribute('#board [data-square="d2"] [data-piece]', 'data-piece'), resumed);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('from banqi back to xiangqi on /play/, and xiangqi after a reload', async () => {
  const { context, page, errors } = await openPlay(browser, { url: '/play/?game=banqi' });
  try {
    await startBanqi(page, { opponent: 'friend', seed: 5 });
    await page.click('#board [data-square="a1"]');
    await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-ply') === '1');
    assert.equal(await page.isVisible('#pieces-note'), false, 'the pieces box is closed');
    await startGame(page, { game: 'xiangqi', opponent: 'friend' });
    await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-game') === 'xiangqi');
    assert.equal(await page.locator('#board [data-square]').count(), 90);
    await page.click('#board [data-square="h3"]');
    await page.click('#board [data-square="e3"]');
    await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-last-move') === 'h3e3');
    assert.match(await page.textContent('#title'), /^Xiangqi/);
    assert.equal(await page.isHidden('details.record'), false, 'the record box is back');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
    await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-last-move') === 'h3e3');
    assert.equal(await page.getAttribute('#board', 'data-game'), 'xiangqi');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Banqi</title>
<script src="/elephant.js" defer></script></head><body>
<elephant-board id="ranks" game="banqi" mode="play" fen="8/8/rk6/PK6 w - 0 1"></elephant-board>
<elephant-board id="dark" game="banqi" mode="play"></elephant-board>
</body></html>`;

test('on any page: a capture by rank, a refused capture with its reason, a deal kept out of the DOM', async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 1200 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.route(`${BASE}/banqi-test.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto(`${BASE}/banqi-test.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('elephant-board')].every((b) => b.hasAttribute('data-status')));
    const b = page.locator('#ranks');
    await b.locator('[data-square="a1"]').click();
    await b.locator('[data-square="a2"]').click();
    assert.match(await b.locator('.status').textContent(), /soldier cannot capture the chariot, which ranks higher/i);
    assert.equal(await b.getAttribute('data-ply'), '0');
    await b.locator('[data-square="b1"]').click();
    await b.locator('[data-square="b2"]').click();
    await page.waitForFunction(() => document.querySelector('#ranks').getAttribute('data-last-move') === 'b1b2');
    assert.equal(await b.locator('[data-square="b2"] [data-piece]').getAttribute('data-piece'), 'K');

    // A board dealt by itself keeps the deal in the module: all 32 backs.
    assert.deepEqual(await counts(page, 'dark'), { down: 32, up: 0 });
    const html = await page.evaluate(() => document.querySelector('#dark').shadowRoot.querySelector('.layer-squares').innerHTML);
    assert.doesNotMatch(html, /[帥仕相俥傌炮兵將士象車馬砲卒]/);
    // The flip is shown as the disc turning over: its back is lifted above the board, narrowing.
    await page.evaluate(() => {
      window.lifted = [];
      const drag = document.querySelector('#dark').shadowRoot.querySelector('.layer-drag');
      new MutationObserver((list) => list.forEach((m) => m.addedNodes.forEach((n) => window.lifted.push(n.querySelector('.back') !== null))))
        .observe(drag, { childList: true });
    });
    await page.locator('#dark [data-square="e3"]').click();
    await page.waitForFunction(() => document.querySelector('#dark').getAttribute('data-turn') !== null);
    await page.waitForFunction(() => window.lifted.length > 0);
    assert.deepEqual(await page.evaluate(() => window.lifted), [true]);
    assert.deepEqual(await counts(page, 'dark'), { down: 31, up: 1 });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('banqi screenshots at phone and desktop size', async () => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]]) {
    const { context, page, errors } = await openPlay(browser, { url: '/play/?game=banqi', viewport });
    try {
      await startBanqi(page, { opponent: 'friend', seed: 31 });
      for (const sq of ['c2', 'd3', 'f2', 'b4']) {
        await page.click(`#board [data-square="${sq}"]`);
        await nextFrame(page);
      }
      await page.waitForFunction(() => document.querySelector('#board').getAttribute('data-ply') === '4');
      await settled(page); // the last turn's animation
      await page.screenshot({ path: path.join(SHOTS, `banqi-${name}.png`), fullPage: name === 'phone' });
      assert.ok(Number(await ply(page)) === 4);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});
