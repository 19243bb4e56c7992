// <elephant-board>'s game API on a plain page, as an embedder uses it: the
// rules attributes (variant, options), a loaded history, move(), undo(),
// review(), the elephant-move and elephant-end events, arrows, marks,
// whose pieces the person moves, and refusals in the board's language.
// The page is served by the test itself on the site's origin, so that it
// loads /elephant.js like any page of the site. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS, square, clickMove, nextFrame } from './helpers.mjs';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API</title>
<script src="/elephant.js" defer></script></head><body>
<elephant-board id="game" game="xiangqi" mode="play" player="first" moves="h3e3 h10g8" arrows="b1c3" marks="e1 e2"></elephant-board>
<elephant-board id="mate" fen="4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1" mode="play"></elephant-board>
<elephant-board id="es" lang="es" mode="play"></elephant-board>
<elephant-board id="rules" variant="janggimodern" options='{"Janggi":{"Counting":false}}'></elephant-board>
<elephant-board id="bad" options='{"Xiangqi":{"MoveLimit":"none"}}'></elephant-board>
<elephant-board id="badvariant" game="shatar" variant="janggi"></elephant-board>
</body></html>`;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function openPlain() {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route(`${BASE}/api-test.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(`${BASE}/api-test.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('elephant-board')].every((b) => b.hasAttribute('data-status')),
    null, { timeout: 30000 });
  // Every event the boards send, in order.
  await page.evaluate(() => {
    window.seen = [];
    for (const type of ['elephant-move', 'elephant-end']) {
      document.addEventListener(type, (e) => window.seen.push({ type, board: e.target.id, ...e.detail }));
    }
  });
  return { context, page, errors };
}

const attr = (page, id, name) => page.getAttribute(`#${id}`, name);
const seen = (page) => page.evaluate(() => window.seen.splice(0));

test('a loaded history, move(), undo(), review() and their events', async () => {
  const { context, page, errors } = await openPlain();
  try {
    assert.equal(await attr(page, 'game', 'data-plies'), '2');
    assert.equal(await attr(page, 'game', 'data-last-move'), 'h10g8');
    assert.equal(await page.locator('#game [data-arrow="b1c3"]').count(), 1);
    assert.equal(await page.locator('#game [data-mark]').count(), 2);

    assert.equal(await page.evaluate(() => document.querySelector('#game').move('h1g3')), true);
    let ev = await seen(page);
    assert.deepEqual(ev.map((e) => [e.type, e.uci, e.by, e.side, e.ply]), [['elephant-move', 'h1g3', 'api', 'w', 3]]);
    assert.equal(ev[0].fen, await attr(page, 'game', 'data-fen'));

    // A refused move throws with its reason; the board is unchanged.
    const refusal = await page.evaluate(() => {
      try { document.querySelector('#game').move('a1a9'); return 'played'; } catch (e) { return e.message; }
    });
    assert.match(refusal, /black's turn/);
    assert.equal(await attr(page, 'game', 'data-plies'), '3');

    // The person plays red only; the API moved black.
    await square(page.locator('#game'), 'i10').click();
    assert.match(await page.locator('#game .status').textContent(), /It is black's turn/);
    await page.evaluate(() => document.querySelector('#game').move('i10h10'));
    await clickMove(page.locator('#game'), 'a1', 'a2');
    ev = await seen(page);
    assert.deepEqual(ev.map((e) => [e.uci, e.by]), [['i10h10', 'api'], ['a1a2', 'user']]);

    // Review: an earlier position, read-only, then back to the game.
    const live = await attr(page, 'game', 'data-fen');
    await page.evaluate(() => document.querySelector('#game').review(1));
    assert.equal(await attr(page, 'game', 'data-ply'), '1');
    assert.equal(await attr(page, 'game', 'data-last-move'), 'h3e3');
    await square(page.locator('#game'), 'a1').click();
    assert.match(await page.locator('#game .status').textContent(), /earlier position/);
    await page.evaluate(() => document.querySelector('#game').review());
    assert.equal(await attr(page, 'game', 'data-fen'), live);

    assert.equal(await page.evaluate(() => document.querySelector('#game').undo()), true);
    assert.equal(await attr(page, 'game', 'data-plies'), '4');
    // The moves attribute: one more move is played (and told), fewer are taken back.
    await page.evaluate(() => document.querySelector('#game').setAttribute('moves', 'h3e3 h10g8 h1g3'));
    await nextFrame(page);
    assert.equal(await attr(page, 'game', 'data-plies'), '3');
    await page.evaluate(() => document.querySelector('#game').setAttribute('moves', 'h3e3 h10g8 h1g3 i10i9'));
    await nextFrame(page);
    assert.equal(await attr(page, 'game', 'data-last-move'), 'i10i9');
    ev = await seen(page);
    assert.deepEqual(ev.map((e) => [e.uci, e.by]), [['i10i9', 'api']]);
    await page.locator('#game').screenshot({ path: path.join(SHOTS, 'api-game.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the end of a game, and one ended by the page', async () => {
  const { context, page, errors } = await openPlain();
  try {
    await clickMove(page.locator('#mate'), 'a8', 'a10');
    assert.equal(await attr(page, 'mate', 'data-status'), 'checkmate');
    const ev = await seen(page);
    assert.deepEqual(ev.map((e) => [e.type, e.by || e.status]), [['elephant-move', 'user'], ['elephant-end', 'checkmate']]);
    assert.equal(ev[1].result, '1-0');
    assert.match(ev[1].text, /Checkmate/);

    await page.evaluate(() => document.querySelector('#game').setAttribute('ended', 'resigned'));
    await nextFrame(page);
    assert.equal(await attr(page, 'game', 'data-status'), 'resigned');
    assert.deepEqual((await seen(page)).map((e) => [e.type, e.status]), [['elephant-end', 'resigned']]);
    const after = await page.evaluate(() => {
      try { document.querySelector('#game').move('h1g3'); return 'played'; } catch (e) { return e.message; }
    });
    assert.match(after, /over/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('rules attributes, bad input and a refusal in Spanish', async () => {
  const { context, page, errors } = await openPlain();
  try {
    assert.equal(await attr(page, 'rules', 'data-game'), 'janggi');
    assert.equal(await attr(page, 'rules', 'data-error'), null);
    assert.equal(await attr(page, 'bad', 'data-status'), 'error');
    assert.match(await attr(page, 'bad', 'data-error'), /options: Xiangqi: MoveLimit: JSON: want a number/);
    assert.match(await attr(page, 'badvariant', 'data-error'), /variant janggi is a janggi rule set, not "shatar"/);

    const es = page.locator('#es');
    await clickMove(es, 'b1', 'd2');
    assert.equal((await es.locator('.status').textContent()).trim(), 'La pata del caballo está bloqueada en c1.');
    assert.equal(await attr(page, 'es', 'data-last-move'), null);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
