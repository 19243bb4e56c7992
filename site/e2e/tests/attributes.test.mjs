// Attribute changes are batched: a board reloads and redraws at most once
// per animation frame however many attributes a page changes, and its
// methods act on the attributes set just before them. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, nextFrame } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// openBoards serves a page of n xiangqi boards on the site's origin.
async function openBoards(n) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const boards = Array.from({ length: n }, (_, i) => `<elephant-board id="b${i}" mode="play"></elephant-board>`).join('');
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Boards</title>
<style>elephant-board { display: inline-block; width: 120px; }</style>
<script src="/elephant.js" defer></script></head><body>${boards}</body></html>`;
  await page.route(`${BASE}/batch-test.html`, (route) => route.fulfill({ contentType: 'text/html', body }));
  await page.goto(`${BASE}/batch-test.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('elephant-board')].every((b) => b.dataset.status === 'playing'),
    null, { timeout: 60000 });
  return { context, page, errors };
}

// changeArrows sets each board's arrows `times` times in one task and
// counts the redraws of the boards' arrow layers (mutation records).
function changeArrows(page, times) {
  return page.evaluate((times) => {
    const boards = [...document.querySelectorAll('elephant-board')];
    const records = boards.map(() => 0);
    const observers = boards.map((b, i) => {
      const o = new MutationObserver((rs) => { records[i] += rs.length; });
      o.observe(b.shadowRoot.querySelector('.layer-arrows'), { childList: true });
      return o;
    });
    const t0 = performance.now();
    for (let k = 0; k < times; k++) {
      for (const b of boards) b.setAttribute('arrows', k % 2 ? 'b1c3' : 'h1g3');
    }
    const blocked = performance.now() - t0;
    return new Promise((resolve) => requestAnimationFrame(() => {
      const pending = observers.map((o) => o.takeRecords().length);
      observers.forEach((o) => o.disconnect());
      resolve({ blocked, records: records.map((r, i) => r + pending[i]),
        drawn: boards.map((b) => b.shadowRoot.querySelector('.layer-arrows').childElementCount) });
    }));
  }, times);
}

test('1,000 changes of arrows on one board draw it once', async () => {
  const { context, page, errors } = await openBoards(1);
  try {
    const { blocked, records, drawn } = await changeArrows(page, 1000);
    console.log(`1 board × 1,000 arrow changes: the page was blocked ${blocked.toFixed(1)} ms, ${records[0]} redraw records`);
    assert.ok(records[0] <= 2, `the arrow layer changed ${records[0]} times`);
    assert.deepEqual(drawn, [1], 'the last arrow is drawn');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('200 boards × 100 changes draw each board once', async () => {
  const { context, page, errors } = await openBoards(200);
  try {
    const { blocked, records, drawn } = await changeArrows(page, 100);
    console.log(`200 boards × 100 arrow changes: the page was blocked ${blocked.toFixed(1)} ms, at most ${Math.max(...records)} redraw records per board`);
    assert.ok(Math.max(...records) <= 2, `a board's arrow layer changed ${Math.max(...records)} times`);
    assert.ok(drawn.every((n) => n === 1), 'every board draws its last arrow');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('state follows at the next frame; methods act on the attributes just set', async () => {
  const { context, page, errors } = await openBoards(1);
  try {
    const b = page.locator('#b0');
    await b.evaluate((el) => el.setAttribute('moves', 'h3e3 h10g8'));
    await nextFrame(page);
    assert.equal(await b.getAttribute('data-plies'), '2');
    assert.equal(await b.getAttribute('data-last-move'), 'h10g8');
    // Set and move in one task: the move is played after the two set moves.
    const after = await b.evaluate((el) => {
      el.setAttribute('moves', 'h3e3 h10g8 h1g3');
      el.move('i10i9');
      return [el.dataset.plies, el.dataset.lastMove];
    });
    assert.deepEqual(after, ['4', 'i10i9']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
