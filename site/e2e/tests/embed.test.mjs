// Embedding: a page on a second origin (another port) loads embed.js and
// holds boards of three games, a puzzle, an iframe and hostile attribute
// values; the /embed/ page's snippet maker. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { launch, BASE, SHOTS, square, clickMove, attr } from './helpers.mjs';

// A xiangqi mate in 2 and a janggi mate in 2 from the collection.
const XQ = { fen: '1C7/5k3/5a3/1N6r/5RP2/9/9/4K4/9/9 w - - 0 1', solution: 'b7d8 f9f10 f6f8' };
const JG = { fen: '4a2n1/3a1k3/1R7/9/8R/9/9/9/3A1A3/5K3 w - - 0 1', solution: 'i6f6 f9e9 b8f8' };

// A xiangqi material tactic (from puzzlegen's self-play runs): the line
// ends with a capture, not a mate.
const XQ_MAT = { fen: '6R2/R8/5k3/8n/4C4/9/2Pr5/4B1p2/4A4/4KAB2 w - - 0 1', solution: 'a9e9 d4d10 g10d10' };

const EVIL_FEN = '"><script>window.__pwned=1</script>';
const EVIL_GAME = '<img src=x onerror="window.__pwned=2;alert(2)">';
const EVIL_TITLE = '<script>window.__pwned=3</script>"\'><img src=x onerror=alert(3)>';

// esc writes a value into a double-quoted attribute, as a careful page
// author would; the attribute's value is then exactly the hostile string.
const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function frameURL(params) {
  return `${BASE}/frame/#${new URLSearchParams(params).toString()}`;
}

function blogPage() {
  const evilFrame = frameURL({ game: EVIL_GAME, fen: EVIL_FEN, mode: 'puzzle', solution: '<b>x</b>', title: EVIL_TITLE });
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>A reader's blog</title>
<style>
  body { font-family: serif; max-width: 60rem; margin: 1rem auto; }
  button { background: rgb(255, 0, 0) !important; }
  .row { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1rem; }
  iframe { border: 0; width: 100%; height: 520px; }
</style>
<script src="${BASE}/embed.js" async></script>
</head><body>
<h1>Three games and a puzzle</h1>
<div class="row">
  <elephant-board id="xq" game="xiangqi" fen="${esc(XQ.fen)}" mode="puzzle" solution="${XQ.solution}"></elephant-board>
  <elephant-board id="jg" game="janggi" mode="view"></elephant-board>
  <elephant-board id="sh" game="shatar" mode="engine" level="1"></elephant-board>
</div>
<div class="row">
  <elephant-board id="evil-fen" game="xiangqi" fen="${esc(EVIL_FEN)}"></elephant-board>
  <elephant-board id="evil-game" game="${esc(EVIL_GAME)}"></elephant-board>
  <elephant-board id="evil-solution" game="xiangqi" mode="puzzle" solution="${esc(EVIL_FEN)}"></elephant-board>
</div>
<div class="row">
  <iframe id="fpuzzle" src="${esc(frameURL({ game: 'janggi', fen: JG.fen, mode: 'puzzle', solution: JG.solution, title: 'Janggi: mate in 2' }))}"></iframe>
  <iframe id="fevil" src="${esc(evilFrame)}"></iframe>
</div>
</body></html>`;
}

// materialPage holds the material tactic as a board and in a frame.
function materialPage() {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>A tactic</title>
<style>iframe { border: 0; width: 30rem; height: 520px; } elephant-board { width: 30rem; }</style>
<script src="${BASE}/embed.js" async></script>
</head><body>
<elephant-board id="mat" game="xiangqi" fen="${esc(XQ_MAT.fen)}" mode="puzzle" solution="${XQ_MAT.solution}"></elephant-board>
<iframe id="fmat" src="${esc(frameURL({ game: 'xiangqi', fen: XQ_MAT.fen, mode: 'puzzle', solution: XQ_MAT.solution, title: 'Xiangqi: win material' }))}"></iframe>
</body></html>`;
}

let browser, server, origin2;
before(async () => {
  browser = await launch();
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.url === '/material' ? materialPage() : blogPage());
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  origin2 = `http://127.0.0.1:${server.address().port}`;
});
after(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r) ?? r());
});

async function openBlog(viewport = { width: 1366, height: 768 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [], dialogs = [], wasm = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss().catch(() => {}); });
  page.on('request', (r) => { if (r.url().endsWith('.wasm') && r.frame() === page.mainFrame()) wasm.push(r.url()); });
  await page.goto(origin2 + '/');
  await page.waitForFunction(() => [...document.querySelectorAll('elephant-board')].every((b) => b.dataset.status),
    null, { timeout: 20000 });
  for (const id of ['fpuzzle', 'fevil']) {
    await page.frameLocator('#' + id).locator('elephant-board[data-status]').waitFor({ timeout: 20000 });
  }
  return { context, page, errors, dialogs, wasm };
}

// injected finds hostile markup that became DOM: in the page, in every
// frame and in every shadow root.
async function injected(page) {
  let found = [];
  for (const frame of page.frames()) {
    found = found.concat(await frame.evaluate(() => {
      const out = [];
      const roots = [document];
      for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      for (const r of roots) {
        for (const el of r.querySelectorAll('img, script, b')) {
          if (r === document && el.tagName === 'SCRIPT' && !el.textContent.includes('__pwned')) continue;
          out.push(el.outerHTML.slice(0, 80));
        }
      }
      if (window.__pwned !== undefined) out.push('window.__pwned = ' + window.__pwned);
      return out;
    }));
  }
  return found;
}

test('a page on another origin embeds three games with embed.js, sharing one module', async () => {
  // Tall enough for the whole page: a full-page screenshot leaves out-of-process frames blank.
  const { context, page, errors, dialogs, wasm } = await openBlog({ width: 1366, height: 1520 });
  try {
    assert.notEqual(new URL(page.url()).origin, new URL(BASE).origin);
    for (const [id, n] of [['xq', 90], ['jg', 90], ['sh', 64]]) {
      const b = page.locator('#' + id);
      assert.equal(await b.locator('[data-square]').count(), n, id);
      assert.equal(await attr(b, 'data-error'), null, id);
    }
    assert.deepEqual(wasm.filter((u) => u.includes('elephant.wasm')).length, 1, `module loads: ${wasm}`);
    assert.equal(await page.evaluate(async () => (await window.Elephant.ready) === window.Elephant &&
      [...document.querySelectorAll('elephant-board')].every((b) => b.shadowRoot !== null)), true);
    // The page's CSS stays out of the board's shadow root.
    const bg = await page.locator('#xq button.flip').evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.notEqual(bg, 'rgb(255, 0, 0)');
    // The engine's worker starts from a blob: stub on this origin.
    const sh = page.locator('#sh');
    await clickMove(sh, 'd2', 'd4');
    await page.waitForFunction(() => document.getElementById('sh').dataset.turn === 'w', null, { timeout: 30000 });
    console.log(`cross-origin engine replied ${await attr(sh, 'data-last-move')}`);
    await page.screenshot({ path: path.join(SHOTS, 'embed-other-origin.png') });
    assert.deepEqual(dialogs, []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an embedded puzzle refuses a wrong move with a hint and accepts the solution', async () => {
  const { context, page, errors } = await openBlog();
  try {
    const b = page.locator('#xq');
    await page.evaluate(() => {
      window.seen = [];
      document.getElementById('xq').addEventListener('elephant-puzzle',
        (e) => window.seen.push(`${e.detail.status}:${e.detail.result}:${e.detail.mistakes}`));
    });
    assert.equal(await attr(b, 'data-status'), 'playing');
    await clickMove(b, 'f6', 'e6'); // legal, but no mate
    assert.equal(await attr(b, 'data-last-move'), null);
    assert.equal(await attr(b, 'data-status'), 'playing', 'a wrong move does not fail the puzzle');
    const refusal = await b.locator('.status').textContent();
    assert.match(refusal, /not the solution.*Look for/);
    console.log(`refused: ${refusal}`);
    await clickMove(b, 'b7', 'd8');
    await page.waitForFunction(() => document.getElementById('xq').dataset.lastMove === 'f9f10');
    await clickMove(b, 'f6', 'f8');
    assert.equal(await attr(b, 'data-status'), 'solved');
    assert.deepEqual(await page.evaluate(() => window.seen), ['playing::1', 'solved:helped:1']);
    assert.ok(await b.locator('button.retry').isVisible());

    // The same puzzle in the iframe: solved cleanly through the frame.
    const f = page.frameLocator('#fpuzzle').locator('elephant-board');
    assert.equal(await f.getAttribute('game'), 'janggi');
    assert.equal(await page.frameLocator('#fpuzzle').locator('#caption').textContent(), 'Janggi: mate in 2');
    await clickMove(f, 'i6', 'f6');
    await page.frameLocator('#fpuzzle').locator('elephant-board[data-last-move="f9e9"]').waitFor();
    await clickMove(f, 'f6', 'f8'); // the other mate at the last move is accepted too
    assert.equal(await f.getAttribute('data-status'), 'solved');
    await page.locator('#fpuzzle').screenshot({ path: path.join(SHOTS, 'embed-frame-solved.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('hostile attributes and fragments run nothing and are reported as text', async () => {
  const { context, page, errors, dialogs } = await openBlog();
  try {
    // Every image has loaded or failed: a would-be onerror has fired.
    await page.waitForFunction(() => [...document.images].every((i) => i.complete));
    assert.deepEqual(dialogs, [], 'no dialog opened');
    assert.deepEqual(await injected(page), [], 'no injected element or script ran');

    const evilFen = page.locator('#evil-fen');
    assert.equal(await attr(evilFen, 'data-status'), 'error');
    assert.match(await attr(evilFen, 'data-error'), /bad FEN/);
    assert.match(await evilFen.locator('.notice').textContent(), /bad FEN/);
    const evilGame = page.locator('#evil-game');
    assert.match(await attr(evilGame, 'data-error'), /^game "<img src=x onerror=/, 'the value is quoted as text');
    assert.match(await page.locator('#evil-solution').getAttribute('data-error'), /solution move 1/);

    const frame = page.frameLocator('#fevil');
    assert.equal(await frame.locator('#caption').textContent(), EVIL_TITLE, 'the caption is text');
    assert.match(await frame.locator('elephant-board').getAttribute('data-error'), /game/);
    await page.locator('#fevil').screenshot({ path: path.join(SHOTS, 'embed-frame-hostile.png') });
    await page.locator('#evil-game').screenshot({ path: path.join(SHOTS, 'embed-hostile-game.png') });
    assert.deepEqual(await injected(page), []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the /frame/ page may be framed by any origin; other pages may not', async () => {
  const frame = await fetch(BASE + '/frame/');
  assert.equal(frame.status, 200);
  assert.equal(frame.headers.get('x-frame-options'), null);
  assert.doesNotMatch(frame.headers.get('content-security-policy') || '', /frame-ancestors/);
  const embed = await fetch(BASE + '/embed/');
  assert.equal(embed.headers.get('x-frame-options'), 'DENY');
  const js = await fetch(BASE + '/embed.js');
  assert.equal(js.headers.get('access-control-allow-origin'), '*');
  assert.match(js.headers.get('content-type'), /javascript/);
});

test('the /frame/ page follows its fragment when it changes', async () => {
  const context = await browser.newContext({ viewport: { width: 420, height: 560 } });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${BASE}/frame/#game=shatar&mode=play&orientation=second`);
    await page.locator('elephant-board[data-status]').waitFor();
    assert.equal(await page.locator('elephant-board [data-square]').count(), 64);
    await page.evaluate(() => { location.hash = '#game=hiashatar&title=Ten+by+ten'; });
    await page.locator('elephant-board[game="hiashatar"][data-status]').waitFor();
    assert.equal(await page.locator('elephant-board [data-square]').count(), 100);
    assert.equal(await page.locator('#caption').textContent(), 'Ten by ten');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the /embed/ page makes snippets as text, with a live preview', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [], dialogs = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss().catch(() => {}); });
  try {
    await page.goto(BASE + '/embed/');
    await page.locator('#preview[data-status]').waitFor();
    await page.selectOption('#m-game', 'janggi');
    await page.selectOption('#m-mode', 'puzzle');
    await page.fill('#m-fen', JG.fen);
    await page.fill('#m-solution', JG.solution);
    await page.fill('#m-title', EVIL_TITLE);
    const preview = page.locator('#preview');
    await page.waitForFunction(() => document.getElementById('preview')?.dataset.status === 'playing');
    assert.equal(await preview.getAttribute('game'), 'janggi');
    assert.equal(await preview.getAttribute('data-error'), null);
    const script = await page.locator('#snippet-script').textContent();
    assert.ok(script.includes(`${BASE}/embed.js`), script);
    assert.ok(script.includes(`solution="${JG.solution}"`), script);
    const frame = await page.locator('#snippet-frame').textContent();
    assert.ok(frame.includes('title=%3Cscript%3E'), frame);
    assert.ok(frame.includes('title="&lt;script&gt;'), 'the caption is escaped in the iframe snippet');
    await clickMove(preview, 'i6', 'f6');
    await page.waitForFunction(() => document.getElementById('preview').dataset.lastMove === 'f9e9');
    await clickMove(preview, 'b8', 'f8');
    assert.equal(await preview.getAttribute('data-status'), 'solved');

    // The set-up board writes the FEN field, and records a solution.
    await page.selectOption('#m-game', 'xiangqi');
    await page.locator('#m-fen').blur();
    const setup = page.locator('#setup');
    await page.waitForFunction(() => document.getElementById('setup').getAttribute('game') === 'xiangqi');
    await clickMove(setup, 'h3', 'e3');
    assert.match(await page.inputValue('#m-fen'), /^rnbakabnr\/9\/1c5c1\/p1p1p1p1p\/9\/9\/P1P1P1P1P\/1C2C4/);
    await page.locator('#record').click();
    await clickMove(setup, 'h10', 'g8');
    await clickMove(setup, 'h1', 'g3');
    assert.equal(await page.inputValue('#m-solution'), 'h10g8 h1g3');

    // A hostile FEN shows an error in the preview, as text.
    await page.fill('#m-fen', EVIL_FEN);
    await page.waitForFunction(() => document.getElementById('preview')?.dataset.status === 'error');
    assert.match(await page.locator('#preview-error').textContent(), /bad FEN/);
    assert.ok((await page.locator('#snippet-script').textContent()).includes('fen="&quot;&gt;&lt;script&gt;'));
    await page.fill('#m-fen', '');
    await page.selectOption('#m-mode', 'view');
    await page.waitForFunction(() => document.getElementById('preview')?.dataset.status === 'playing');
    await page.screenshot({ path: path.join(SHOTS, 'embed-page-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SHOTS, 'embed-page-phone.png') });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the page is ${width} px wide on a phone`);
    assert.deepEqual(await injected(page), []);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an embedded material puzzle, which ends without mate, is solved when its line is complete', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(origin2 + '/material');
    const b = page.locator('#mat');
    await page.waitForFunction(() => document.getElementById('mat').dataset.status, null, { timeout: 20000 });
    assert.equal(await attr(b, 'data-error'), null);
    await clickMove(b, 'a9', 'a8'); // legal, but not the tactic
    assert.equal(await attr(b, 'data-last-move'), null);
    assert.equal(await attr(b, 'data-status'), 'playing');
    await clickMove(b, 'a9', 'e9');
    await page.waitForFunction(() => document.getElementById('mat').dataset.lastMove === 'd4d10');
    await clickMove(b, 'g10', 'd10');
    assert.equal(await attr(b, 'data-status'), 'solved');

    const f = page.frameLocator('#fmat').locator('elephant-board');
    await page.frameLocator('#fmat').locator('elephant-board[data-status]').waitFor({ timeout: 20000 });
    await clickMove(f, 'a9', 'e9');
    await page.frameLocator('#fmat').locator('elephant-board[data-last-move="d4d10"]').waitFor();
    await clickMove(f, 'g10', 'd10');
    assert.equal(await f.getAttribute('data-status'), 'solved');
    await page.screenshot({ path: path.join(SHOTS, 'embed-material-solved.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
