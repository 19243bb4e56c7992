// Drawing on a board as on lichess — arrows by right-drag, circles by
// right-click, colours by modifier keys, the same shape again erases it, a
// left click wipes them, no context menu; a long press on touch screens —
// and premoves (premove="on") while the other side is to move, against the
// real engine and on a page that plays the opponent's moves itself.
// Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS, center, square, nextFrame } from './helpers.mjs';

// A tiny xiangqi ending: whatever black answers to red's a1b1, b1b2 stays legal.
const QUIET = '4k4/9/9/p7p/9/9/9/9/9/R2K5 w - - 0 1';
// After red's f1f2 black's chariot takes red's on b5, which attacks it and
// is guarded by nothing, and it has no check to give instead: a premove of
// that chariot is left without a piece.
const HANGING = '1r1k5/9/9/9/9/1R7/9/9/9/5K3 w - - 0 1';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Draw</title>
<script src="/elephant.js" defer></script></head><body>
<elephant-board id="draw" game="xiangqi" mode="play" arrows="b1c3" marks="e1"></elephant-board>
<elephant-board id="pre" game="xiangqi" mode="play" player="first" moves="h3e3" premove="on"></elephant-board>
<elephant-board id="nopre" game="xiangqi" mode="play" player="first" moves="h3e3"></elephant-board>
<elephant-board id="quiet" game="xiangqi" mode="engine" level="1" premove="on" fen="${QUIET}"></elephant-board>
<elephant-board id="hanging" game="xiangqi" mode="engine" level="1" premove="on" fen="${HANGING}"></elephant-board>
</body></html>`;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function openPlain(options = {}) {
  const context = await browser.newContext({ viewport: { width: 700, height: 800 }, deviceScaleFactor: 1, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route(`${BASE}/draw-test.html`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(`${BASE}/draw-test.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('elephant-board')].every((b) => b.hasAttribute('data-status')),
    null, { timeout: 30000 });
  await page.evaluate(() => {
    window.seen = [];
    window.menus = []; // whether each context menu event was refused
    for (const type of ['elephant-draw', 'elephant-move']) {
      document.addEventListener(type, (e) => window.seen.push({ type, board: e.target.id, ...e.detail }));
    }
    window.addEventListener('contextmenu', (e) => window.menus.push(e.defaultPrevented));
  });
  return { context, page, errors };
}

const seen = (page, type) => page.evaluate((t) => window.seen.filter((e) => e.type === t), type);
const forget = (page) => page.evaluate(() => { window.seen = []; });
const drawn = (b) => b.locator('.drawn').evaluateAll((els) => els.map((e) => e.getAttribute('class')));

// rightDrag draws with the right button from one point to another (the same
// point: a circle), holding the modifier keys given.
async function rightDrag(page, b, from, to, modifiers = []) {
  const a = await center(square(b, from));
  const z = await center(square(b, to));
  for (const k of modifiers) await page.keyboard.down(k);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  if (from !== to) await page.mouse.move(z.x, z.y, { steps: 6 });
  await page.mouse.up({ button: 'right' });
  for (const k of modifiers) await page.keyboard.up(k);
}

test('arrows and circles by right-drag and right-click, toggled, coloured, wiped by a left click', async () => {
  const { context, page, errors } = await openPlain();
  try {
    const b = page.locator('#draw');
    await rightDrag(page, b, 'h3', 'e3');
    assert.deepEqual(await drawn(b), ['drawn arrow green']);
    await rightDrag(page, b, 'e7', 'e7');
    await rightDrag(page, b, 'b10', 'c8', ['Shift']);
    await rightDrag(page, b, 'h10', 'h10', ['Alt']);
    await rightDrag(page, b, 'i1', 'i3', ['Control']);
    assert.deepEqual(await drawn(b), ['drawn arrow green', 'drawn circle green', 'drawn arrow red',
      'drawn circle blue', 'drawn arrow yellow']);
    // The page's own arrow and mark are drawn as well, apart from the person's.
    assert.equal(await b.locator('[data-arrow="b1c3"]').count(), 1);
    assert.equal(await b.locator('[data-mark]').count(), 1);
    let ev = await seen(page, 'elephant-draw');
    assert.equal(ev.length, 5);
    assert.deepEqual(ev.at(-1).shapes.map((s) => [s.kind, s.from, s.to, s.brush]), [
      ['arrow', 'h3', 'e3', 'green'], ['circle', 'e7', 'e7', 'green'], ['arrow', 'b10', 'c8', 'red'],
      ['circle', 'h10', 'h10', 'blue'], ['arrow', 'i1', 'i3', 'yellow']]);
    assert.ok(ev.every((e) => e.board === 'draw'));

    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      await b.screenshot({ path: path.join(SHOTS, `draw-shapes-${scheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // The same shape again erases it; another colour recolours it.
    await rightDrag(page, b, 'h3', 'e3');
    await rightDrag(page, b, 'e7', 'e7', ['Shift']);
    assert.deepEqual(await drawn(b), ['drawn circle red', 'drawn arrow red', 'drawn circle blue', 'drawn arrow yellow']);
    // Right-dragging off the board draws nothing.
    const e5 = await center(square(b, 'e5'));
    await page.mouse.move(e5.x, e5.y);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(e5.x, 2, { steps: 4 });
    await page.mouse.up({ button: 'right' });
    assert.equal((await drawn(b)).length, 4);
    // No context menu on the board; none of this moved a piece.
    const menus = await page.evaluate(() => window.menus);
    assert.ok(menus.length >= 8, `${menus.length} context menu events`);
    assert.ok(menus.every((refused) => refused), 'a context menu opened on the board');
    assert.equal(await b.getAttribute('data-plies'), '0');

    // A left click anywhere wipes them, and says so.
    await forget(page);
    await square(b, 'e5').click();
    assert.deepEqual(await drawn(b), []);
    ev = await seen(page, 'elephant-draw');
    assert.deepEqual(ev.map((e) => e.shapes), [[]]);
    // A move wipes them too.
    await rightDrag(page, b, 'b1', 'b1');
    await square(b, 'h3').click();
    assert.deepEqual(await drawn(b), [], 'the click selecting a piece wipes the drawings');
    await rightDrag(page, b, 'e4', 'e4');
    const h3 = await center(square(b, 'h3'));
    const e3 = await center(square(b, 'e3'));
    await page.mouse.move(h3.x, h3.y);
    await page.mouse.down();
    await page.mouse.move(e3.x, e3.y, { steps: 6 });
    await page.mouse.up();
    assert.equal(await b.getAttribute('data-last-move'), 'h3e3');
    assert.deepEqual(await drawn(b), []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('touch: a long press then a drag draws an arrow, a long press alone a circle', async () => {
  const { context, page, errors } = await openPlain({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const b = page.locator('#draw');
    await b.scrollIntoViewIfNeeded();
    const cdp = await context.newCDPSession(page);
    const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
    const h3 = await center(square(b, 'h3'));
    const e3 = await center(square(b, 'e3'));
    const e5 = await center(square(b, 'e5'));

    await touch('touchStart', h3);
    await b.locator('.drawn').first().waitFor(); // held still, the finger draws
    for (let i = 1; i <= 6; i++) await touch('touchMove', { x: h3.x + (e3.x - h3.x) * i / 6, y: h3.y + (e3.y - h3.y) * i / 6 });
    await touch('touchEnd');
    assert.deepEqual(await drawn(b), ['drawn arrow green']);
    assert.equal(await b.getAttribute('data-plies'), '0', 'the long press moved the piece');

    await touch('touchStart', e5);
    await b.locator('.drawn').nth(1).waitFor();
    await touch('touchEnd');
    assert.deepEqual(await drawn(b), ['drawn arrow green', 'drawn circle green']);
    const ev = await seen(page, 'elephant-draw');
    assert.deepEqual(ev.at(-1).shapes.map((s) => [s.kind, s.from, s.to]), [['arrow', 'h3', 'e3'], ['circle', 'e5', 'e5']]);
    assert.ok((await page.evaluate(() => window.menus)).every((refused) => refused), 'a context menu opened');
    await b.screenshot({ path: path.join(SHOTS, 'draw-touch.png') });

    // A short tap wipes them; a move by touch still works.
    await page.touchscreen.tap(e5.x, e5.y);
    assert.deepEqual(await drawn(b), []);
    await page.touchscreen.tap(h3.x, h3.y);
    await page.touchscreen.tap(e3.x, e3.y);
    assert.equal(await b.getAttribute('data-last-move'), 'h3e3');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a premove while the page plays the other side: shown, cancelled by a click, played with the reply', async () => {
  const { context, page, errors } = await openPlain();
  try {
    const b = page.locator('#pre');
    await square(b, 'b1').click();
    await square(b, 'c3').click();
    assert.equal(await b.locator('.premove').count(), 1);
    assert.equal(await b.getAttribute('data-plies'), '1');
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      await b.screenshot({ path: path.join(SHOTS, `premove-${scheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await square(b, 'e6').click(); // elsewhere: cancelled
    assert.equal(await b.locator('.premove').count(), 0);

    await square(b, 'h1').click();
    await square(b, 'g3').click();
    assert.equal(await b.locator('.premove').count(), 1);
    await forget(page);
    await page.evaluate(() => document.querySelector('#pre').setAttribute('moves', 'h3e3 h10g8'));
    await page.waitForFunction(() => document.querySelector('#pre').dataset.plies === '3');
    assert.equal(await b.getAttribute('data-last-move'), 'h1g3');
    assert.equal(await b.locator('.premove').count(), 0);
    const ev = await seen(page, 'elephant-move');
    assert.deepEqual(ev.map((e) => [e.uci, e.by]), [['h10g8', 'api'], ['h1g3', 'user']]);

    // Without the attribute, the person waits for their turn as before.
    const n = page.locator('#nopre');
    await square(n, 'b1').click();
    await square(n, 'c3').click();
    assert.equal(await n.locator('.premove').count(), 0);
    assert.match(await n.locator('.status').textContent(), /./, 'the refusal is not explained');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// clicks presses and releases the mouse on each point in turn within one
// task, so that the engine's answer cannot come in between; it returns the
// premoves shown after each click.
function clicks(page, id, names) {
  return page.evaluate(([id, names]) => {
    const b = document.getElementById(id);
    const svg = b.shadowRoot.querySelector('svg.board');
    const at = names.map((n) => b.shadowRoot.querySelector(`[data-square="${n}"]`).getBoundingClientRect())
      .map((r) => [r.x + r.width / 2, r.y + r.height / 2]);
    return at.map(([x, y]) => {
      const o = { bubbles: true, composed: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
      svg.dispatchEvent(new PointerEvent('pointerdown', { ...o, buttons: 1 }));
      svg.dispatchEvent(new PointerEvent('pointerup', { ...o, buttons: 0 }));
      return b.shadowRoot.querySelectorAll('.premove').length;
    });
  }, [id, names]);
}

test('against the engine: a premove is played at once after its reply, or dropped when illegal', async () => {
  const { context, page, errors } = await openPlain();
  try {
    await forget(page);
    // Red's move, then the premove while the engine thinks.
    assert.deepEqual(await clicks(page, 'quiet', ['a1', 'b1', 'b1', 'b2']), [0, 0, 0, 1]);
    await page.waitForFunction(() => Number(document.querySelector('#quiet').dataset.plies) >= 3, null, { timeout: 15000 });
    const q = page.locator('#quiet');
    let ev = (await seen(page, 'elephant-move')).filter((e) => e.board === 'quiet');
    assert.deepEqual(ev.slice(0, 3).map((e) => e.by), ['user', 'engine', 'user']);
    assert.equal(ev[2].uci, 'b1b2');
    assert.equal(await q.locator('.premove').count(), 0);
    // The engine answers the premove in turn.
    await page.waitForFunction(() => document.querySelector('#quiet').dataset.plies === '4', null, { timeout: 15000 });

    await forget(page);
    assert.deepEqual(await clicks(page, 'hanging', ['f1', 'f2', 'b5', 'b9']), [0, 0, 0, 1]);
    const h = page.locator('#hanging');
    await page.waitForFunction(() => document.querySelector('#hanging').dataset.plies === '2', null, { timeout: 15000 });
    await page.waitForFunction(() => window.seen.filter((e) => e.type === 'elephant-move' && e.board === 'hanging').length === 2);
    ev = (await seen(page, 'elephant-move')).filter((e) => e.board === 'hanging');
    assert.deepEqual(ev.map((e) => [e.uci, e.by]), [['f1f2', 'user'], ['b10b5', 'engine']]);
    assert.equal(await h.getAttribute('data-plies'), '2');
    assert.equal(await h.locator('.premove').count(), 0);
    assert.equal(await h.locator('.notice').textContent(), '', 'a dropped premove shows a message');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
