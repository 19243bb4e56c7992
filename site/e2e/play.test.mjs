// The /play/ page end to end: a short game against the engine in each of
// the four games through the UI, reload mid-game, offline play from the
// service worker with the server stopped, corrupt saved data, a refused
// import, takeback, hint, the language switch, and screenshots at phone
// and desktop sizes.
//
// The test serves the site itself (it must stop the server mid-test): it
// builds the site's module and service worker (make wasm), builds serve.go
// and starts it on a free loopback port.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './tests/helpers.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..', '..');
const STATIC = path.join(ROOT, 'site', 'static');
const SHOTS = path.join(HERE, 'screenshots');
const SERVER = path.join(tmpdir(), 'elephant-play-e2e-serve');
mkdirSync(SHOTS, { recursive: true });

const GAMES = ['xiangqi', 'janggi', 'shatar', 'hiashatar'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

let browser, server, base;

function run(cmd, args, env = {}) {
  execFileSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
}

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

// startServer starts serve.go and returns once it listens: it says so
// ("serving ... on http://...") on its standard error.
function startServer(port) {
  server = spawn(SERVER, ['-addr', `127.0.0.1:${port}`, '-dir', STATIC, '-quiet'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let said = '';
    server.stderr.on('data', (d) => { said += d; if (said.includes('serving')) resolve(); });
    server.once('exit', () => reject(new Error(`the server did not start: ${said}`)));
  });
}

function stopServer() {
  return new Promise((resolve) => {
    if (!server || server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
}

before(async () => {
  if (!process.env.E2E_NO_BUILD) run('make', ['wasm']); // run.sh builds it once for every file
  run('go', ['build', '-o', SERVER, '.']);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await startServer(port);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await stopServer();
});

// open loads /play/ in a fresh context and waits for the module.
async function open(viewport = DESKTOP, url = '/play/') {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base + url);
  await ready(page);
  // The "available offline" notice appears once the service worker has
  // cached the site and moves the board down: wait for it, so that no drag
  // or click aims at where a square was a moment before.
  await page.waitForSelector('html[data-offline="ready"]', { timeout: 60000 });
  return { context, page, errors };
}

async function ready(page) {
  await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
  await page.waitForSelector('#board [data-square]', { timeout: 10000 });
}

const moveCount = (page) => page.locator('#moves li').count();
const boardAttr = (page, name) => page.getAttribute('#board', name);

// newGame starts a game through the dialog.
async function newGame(page, game, { side = 'first', level = 1 } = {}) {
  await page.click('#new');
  await page.check(`#newgame input[name="game"][value="${game}"]`);
  await page.selectOption('#ng-side', side);
  await page.fill('#ng-level', String(level));
  await page.click('#ng-start');
  await page.waitForFunction((g) => document.querySelector('#board').dataset.game === g, game);
  // The dialog must be gone and the board drawn before a pointer reaches it:
  // on a loaded machine either can lag behind the click.
  await page.locator('#newgame').waitFor({ state: 'hidden' });
  await page.locator('#board[data-status="playing"]').waitFor();
}

// waitHumanTurn waits until the engine has answered (or the game ended).
async function waitHumanTurn(page, plies) {
  await page.waitForFunction((n) => {
    const b = document.querySelector('#board');
    const over = b.dataset.status !== 'playing';
    return over || (document.querySelectorAll('#moves li').length >= n && !b.hasAttribute('data-thinking'));
  }, plies, { timeout: 60000 });
}

// humanMove clicks one of the human's pieces that can move, then its first
// destination; returns the move in UCI form.
async function humanMove(page, pick = 0) {
  const first = (await boardAttr(page, 'data-orientation')) === 'first';
  const squares = await page.$$eval('#board [data-square]', (els, upper) => els
    .filter((e) => {
      const p = e.querySelector('[data-piece]');
      if (!p) return false;
      const l = p.getAttribute('data-piece');
      return upper ? l === l.toUpperCase() : l === l.toLowerCase();
    })
    .map((e) => e.getAttribute('data-square')), first);
  const order = squares.slice(pick % squares.length).concat(squares.slice(0, pick % squares.length));
  for (const sq of order) {
    await page.click(`#board [data-square="${sq}"]`);
    const dests = page.locator('#board [data-dest]');
    if (await dests.count() > 0) {
      const to = await dests.first().getAttribute('data-square');
      await page.click(`#board [data-square="${to}"]`);
      return sq + to;
    }
  }
  throw new Error('no piece of the human can move');
}

// shot saves a screenshot once the pieces have stopped gliding.
async function shot(page, name) {
  // The board glides its pieces in its shadow root, whose animations the
  // document's list leaves out.
  await page.waitForFunction(() => [...document.getAnimations(), ...document.querySelector('#board').shadowRoot.getAnimations()]
    .every((a) => a.playState !== 'running'), null, { timeout: 10000 });
  await page.screenshot({ path: path.join(SHOTS, `play-${name}.png`) });
}

test('a short game against the engine in each game, through the UI', async () => {
  for (const game of GAMES) {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, errors } = await open(viewport);
      await newGame(page, game);
      for (let i = 0; i < 3; i++) {
        if ((await boardAttr(page, 'data-status')) !== 'playing') break;
        await humanMove(page, i * 7);
        await waitHumanTurn(page, 2 * (i + 1));
      }
      assert.ok(await moveCount(page) >= 2, `${game}: the engine answered`);
      const size = viewport === PHONE ? 'phone' : 'desktop';
      await shot(page, `${game}-${size}`);
      await assertNoOverlap(page, `${game} ${size}`);
      if ((await boardAttr(page, 'data-status')) === 'playing') {
        await page.click('#resign');
        await page.click('#resign'); // the second click confirms
        await page.waitForSelector('#result:not([hidden])');
        assert.equal(await boardAttr(page, 'data-status'), 'resigned');
        assert.match(await page.textContent('#result-text'), /resigned/);
      }
      const history = await page.evaluate(() => JSON.parse(localStorage.getItem('elephant.play.history')));
      assert.equal(history.version, 1);
      assert.equal(history.games[0].game, game);
      assert.deepEqual(errors, [], `${game}: page errors`);
      await context.close();
    }
  }
});

// assertNoOverlap: the board, status line, controls and side panel do not
// overlap, and nothing is wider than the window.
async function assertNoOverlap(page, label) {
  const boxes = await page.evaluate(() => {
    const r = (sel) => { const b = document.querySelector(sel).getBoundingClientRect(); return { sel, x: b.x, y: b.y, w: b.width, h: b.height }; };
    return { items: ['#board', '#status', '.controls', '.side', '.top'].map(r), width: document.documentElement.scrollWidth, win: innerWidth };
  });
  assert.ok(boxes.width <= boxes.win, `${label}: page is ${boxes.width}px wide in a ${boxes.win}px window`);
  const { items } = boxes;
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i], b = items[j];
      const overlap = a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;
      assert.ok(!overlap, `${label}: ${a.sel} overlaps ${b.sel}: ${JSON.stringify([a, b])}`);
    }
  }
}

test('a finished game is explained with its rule and the deciding move marked', async () => {
  const { context, page } = await open();
  // Red to move mates on the back rank; the second chariot holds rank 9.
  await page.click('.record summary');
  await page.fill('#record', '[Variant "Xiangqi"]\n[FEN "4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1"]\n[SetUp "1"]\n\n*');
  await page.click('#import');
  await page.waitForFunction(() => document.querySelector('#board').dataset.fen.startsWith('4k4/1R7/R8'));
  await page.click('#board [data-square="a8"]');
  await page.click('#board [data-square="a10"]');
  await page.waitForSelector('#result:not([hidden])');
  assert.equal(await boardAttr(page, 'data-status'), 'checkmate');
  assert.match(await page.textContent('#result-text'), /Checkmate/);
  assert.equal(await page.textContent('#headline'), 'You win!');
  assert.equal(await page.locator('#moves li[data-decisive]').count(), 1);
  await shot(page, 'checkmate-desktop');
  await context.close();
});

test('reload mid-game and the game is back', async () => {
  const { context, page } = await open();
  await newGame(page, 'janggi');
  await humanMove(page, 3);
  await waitHumanTurn(page, 2);
  const fen = await boardAttr(page, 'data-fen');
  const moves = await moveCount(page);
  await page.reload();
  await ready(page);
  assert.equal(await boardAttr(page, 'data-game'), 'janggi');
  assert.equal(await boardAttr(page, 'data-fen'), fen);
  assert.equal(await moveCount(page), moves);
  await context.close();
});

// dragMove carries a piece with the mouse in small steps, as a person would.
async function dragMove(page, from, to) {
  const centre = async (sq) => {
    const b = await page.locator(`#board [data-square="${sq}"]`).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const a = await centre(from), z = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 8, a.y - 8, { steps: 2 });
  await page.mouse.move(z.x, z.y, { steps: 8 });
  await page.mouse.up();
}

test('drag, takeback and hint', async () => {
  const { context, page } = await open();
  await newGame(page, 'xiangqi');
  await dragMove(page, 'h3', 'e3'); // the central cannon
  await waitHumanTurn(page, 2);
  assert.equal(await page.textContent('#moves li:first-child .mv'), 'C2=5');
  // The page hands the board its game through Go, not through attributes.
  const gameAttrs = () => page.evaluate(() => ['game', 'fen', 'moves', 'options', 'player', 'arrows', 'marks', 'ended', 'premove']
    .filter((a) => document.querySelector('#board').hasAttribute(a)));
  assert.deepEqual(await gameAttrs(), []);
  assert.equal(await boardAttr(page, 'data-plies'), '2');
  assert.equal((await boardAttr(page, 'data-fen')).split('/')[7], '1C2C4', 'the cannon on e3');
  await page.click('#takeback');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 0);
  assert.equal(await boardAttr(page, 'data-turn'), 'w');
  assert.equal(await boardAttr(page, 'data-fen'), 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
  assert.deepEqual(await gameAttrs(), []);
  await page.click('#hint');
  await page.waitForSelector('#board [data-arrow]', { timeout: 30000 });
  const hint = await page.getAttribute('#board [data-arrow]', 'data-arrow');
  assert.match(hint, /^[a-i]\d+[a-i]\d+$/);
  assert.match(await page.textContent('#status'), /^Hint: /);
  await page.click('#analyse');
  await page.waitForSelector('#analysis:not([hidden])[data-depth]:not([data-depth="0"])', { timeout: 30000 });
  assert.match(await page.textContent('#analysis-text'), /Depth \d+ · Evaluation/);
  await shot(page, 'hint-analysis-desktop');
  await context.close();
});

test('janggi: custom rules, pass, point count, review and a draw offer', async () => {
  const { context, page, errors } = await open();
  await page.click('#new');
  await page.check('#newgame input[name="game"][value="janggi"]');
  await page.selectOption('#newgame select[name="cho"]', 'BNNB');
  await page.check('#newgame input[name="rules"][value="custom"]');
  await page.selectOption('#newgame select[name="pass"]', 'any');
  await page.check('#newgame input[name="counting"]');
  await page.fill('#ng-level', '1');
  await page.click('#ng-start');
  await page.waitForFunction(() => document.querySelector('#board').dataset.game === 'janggi');
  assert.match(await boardAttr(page, 'data-fen'), /RBNAKANBR|RBNA1ANBR/i, 'cho set up elephant-horse-horse-elephant');
  assert.match(await page.textContent('#points'), /cho 72 · han 73\.5/);
  await humanMove(page, 2);
  await waitHumanTurn(page, 2);
  await page.click('#moves li[data-ply="1"] .mv');
  assert.match(await page.textContent('#status'), /Reviewing move 1 of 2/);
  await page.keyboard.press('End');
  assert.match(await page.textContent('#status'), /Your move/);
  // Passing lets the engine pass back: two passes in a row end the game and,
  // with counting on, han's 1.5 points decide it. Either way the pass is recorded.
  await page.click('#pass');
  await waitHumanTurn(page, 4);
  assert.match(await page.textContent('#moves'), /한수쉼/);
  if (await boardAttr(page, 'data-status') === 'playing') {
    await page.click('#draw');
    await page.waitForFunction(() => /Draw agreed|declines/.test(document.querySelector('#status').textContent +
      document.querySelector('#result-text').textContent), null, { timeout: 30000 });
  } else {
    assert.match(await page.textContent('#result-text'), /passed in a row/);
  }
  assert.deepEqual(errors, []);
  await shot(page, 'janggi-custom-desktop');
  await context.close();
});

test('corrupt saved data is discarded with a notice', async () => {
  const { context, page } = await open();
  await page.evaluate(() => localStorage.setItem('elephant.play.current', '{"version":1,"settings":{"game":"xiang'));
  await page.reload();
  await ready(page);
  assert.match(await page.textContent('#notices'), /could not be read and was discarded/);
  assert.equal(await boardAttr(page, 'data-status'), 'playing');
  await page.evaluate(() => localStorage.setItem('elephant.play.current', '{"version":99}'));
  await page.reload();
  await ready(page);
  assert.match(await page.textContent('#notices'), /another version/);
  await context.close();
});

test('an imported record with an illegal move is refused with its line number', async () => {
  const { context, page } = await open();
  await page.click('.record summary');
  await page.fill('#record', '[Event "Test"]\n[Variant "Xiangqi"]\n\n1. h3e3 h10g8\n2. h1g3 i10i9\n3. h3h10 *');
  await page.click('#import');
  await page.waitForSelector('#import-error:not([hidden])');
  assert.equal(await page.textContent('#import-error'), "line 6: move 5 'h3h10' is not a legal move there: There is no piece on h3.");
  assert.equal(await moveCount(page), 0);
  await context.close();
});

test('the language switch changes the texts', async () => {
  const { context, page } = await open(PHONE);
  assert.equal(await page.textContent('#new'), 'New game');
  await page.selectOption('#lang', 'es');
  await page.waitForFunction(() => document.querySelector('#new').textContent === 'Nueva partida');
  assert.match(await page.textContent('#status'), /Te toca/);
  assert.equal(await page.textContent('#resign'), 'Abandonar');
  assert.equal(await page.getAttribute('html', 'lang'), 'es');
  assert.match(await page.textContent('#pieces'), /carro 俥\/車/, 'the pieces keep their own names');
  await shot(page, 'spanish-phone');
  await page.reload();
  await ready(page);
  assert.equal(await page.textContent('#new'), 'Nueva partida', 'the choice is remembered');
  await context.close();
});

test('a move made with the keyboard on the board', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page, errors } = await open(viewport);
    await newGame(page, 'xiangqi');
    await page.focus('#board svg.board');
    // From the general on e1: right three to h1, up two to the cannon on h3,
    // pick it up, left three to e3, put it down. The arrows move the board's
    // cursor, not the page's review.
    for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'Enter',
      'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter']) await page.keyboard.press(k);
    await waitHumanTurn(page, 2);
    assert.equal(await page.textContent('#moves li:first-child .mv'), 'C2=5');
    assert.match(await page.locator('#board [aria-live]').textContent(), / to /, 'the move was announced');
    assert.doesNotMatch(await page.textContent('#status'), /Reviewing/);
    await page.keyboard.press('Enter'); // the cursor shows, on e3
    await shot(page, `keyboard-${viewport === PHONE ? 'phone' : 'desktop'}`);
    await assertNoOverlap(page, 'keyboard');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a refused move is explained in Spanish', async () => {
  const { context, page, errors } = await open(PHONE);
  await page.selectOption('#lang', 'es');
  await page.waitForFunction(() => document.querySelector('#board').shadowRoot.querySelector('svg.board')
    .getAttribute('aria-label').startsWith('tablero de xiangqi'));
  await newGame(page, 'xiangqi');
  await page.click('#board [data-square="b1"]');
  await page.click('#board [data-square="d2"]');
  assert.equal((await page.textContent('#board .status')).trim(), 'La pata del caballo está bloqueada en c1.');
  assert.equal(await moveCount(page), 0);
  await page.click('#board [data-square="h10"]');
  assert.equal((await page.textContent('#board .status')).trim(), 'Le toca a rojo.');
  await shot(page, 'refusal-spanish-phone');
  await assertNoOverlap(page, 'refusal');
  assert.deepEqual(errors, []);
  await context.close();
});

// Last: it stops the server.
test('offline: with the server stopped, reload and play on', async () => {
  const { context, page, errors } = await open();
  await page.waitForSelector('html[data-offline="ready"]', { timeout: 60000 });
  assert.match(await page.textContent('#notices'), /Available offline/);
  await newGame(page, 'shatar');
  await humanMove(page);
  await waitHumanTurn(page, 2);
  await stopServer();
  await assert.rejects(fetch(`${base}/play/`), 'the server is down');
  await page.reload();
  await ready(page);
  assert.equal(await moveCount(page), 2);
  await humanMove(page, 4);
  await waitHumanTurn(page, 4);
  assert.ok(await moveCount(page) >= 4, 'the engine answered offline');
  await shot(page, 'offline-desktop');
  assert.deepEqual(errors.filter((e) => !/Failed to load resource|net::ERR/.test(e)), []);
  await context.close();
});
