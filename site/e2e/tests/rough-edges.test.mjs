// Rough edges a new user found: the site's one language setting and header
// on every screen (home and /embed/ in Spanish too), boards that speak the
// page's language to screen readers, /embed/'s solution recording (undo,
// stop returns to the start, record again), and a shown puzzle solution
// written in the game's notation. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, SHOTS, square, clickMove, attr, textIs } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };

async function newPage(options = {}) {
  const context = await browser.newContext({ ...DESKTOP, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // The browser's own look for /favicon.ico on /frame/, which links none, is no page error.
  page.on('console', (m) => {
    if (m.type() === 'error' && !/\/favicon\.ico$/.test(m.location().url || '')) errors.push(m.text());
  });
  return { context, page, errors };
}

const ready = (page) => page.waitForFunction(() => [...document.querySelectorAll('elephant-board')]
  .every((b) => b.hasAttribute('data-status')), null, { timeout: 20000 });

// header is the shared header's markup, without the mark of the current screen.
const header = (page) => page.evaluate(() => {
  const h = document.querySelector('header.site-header').cloneNode(true);
  h.querySelectorAll('[aria-current]').forEach((a) => a.removeAttribute('aria-current'));
  h.querySelector('select').removeAttribute('data-x');
  return h.outerHTML.replace(/\s+/g, ' ');
});

const SCREENS = ['/', '/play/', '/learn/', '/puzzles/', '/analysis/', '/embed/'];

test('one header and one language setting for every screen', async () => {
  const { context, page, errors } = await newPage({ locale: 'en-US' });
  try {
    await page.goto(BASE + '/puzzles/');
    await ready(page);
    await page.selectOption('#lang', 'es');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    assert.equal(await page.evaluate(() => localStorage.getItem('elephant.lang')), '{"v":1,"lang":"es"}');
    let first;
    for (const url of SCREENS) {
      await page.goto(BASE + url);
      await page.waitForFunction(() => document.documentElement.lang === 'es', null, { timeout: 20000 });
      assert.equal(await page.locator('#lang').inputValue(), 'es', url);
      assert.equal(await page.locator('.site-nav a[href="/play/"]').textContent(), 'Jugar', url);
      const current = await page.evaluate(() => document.querySelector('.site-nav a[aria-current="page"]')?.getAttribute('href') ?? null);
      assert.equal(current, url === '/' ? null : url, `${url}: the current screen is marked`);
      const h = await header(page);
      if (first === undefined) first = h;
      else assert.equal(h, first, `${url} has another header`);
    }
    // The home page and /embed/ in Spanish.
    await page.goto(BASE + '/');
    await textIs(page, '.choose', 'Elige un juego');
    assert.match(await page.title(), /familia asiática/);
    await page.goto(BASE + '/embed/');
    await textIs(page, 'h1', 'Inserta un tablero');
    assert.equal(await page.locator('#record').textContent(), 'Grabar solución');
    assert.ok(await page.locator('#docs-title-es').isVisible(), 'the Spanish documentation shows');
    assert.ok(!(await page.locator('#docs-title').isVisible()), 'the English one does not');
    // And back to English from /embed/: the home page follows.
    await page.selectOption('#lang', 'en');
    await textIs(page, 'h1', 'Embed a board');
    await page.goto(BASE + '/');
    await textIs(page, '.choose', 'Choose a game');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a language kept under a screen\'s old key becomes the site\'s setting', async () => {
  const { context, page, errors } = await newPage({ locale: 'en-US' });
  try {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('set')) localStorage.setItem('elephant.learn.lang', 'es');
      sessionStorage.setItem('set', '1');
    });
    await page.goto(BASE + '/puzzles/');
    await page.waitForFunction(() => document.documentElement.lang === 'es', null, { timeout: 20000 });
    await ready(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('elephant.lang')), '{"v":1,"lang":"es"}');
    assert.equal(await page.evaluate(() => localStorage.getItem('elephant.learn.lang')), null, 'the old key is gone');
    await page.goto(BASE + '/');
    await textIs(page, '.choose', 'Elige un juego');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an unreadable language setting is discarded, never a crash', async () => {
  for (const url of ['/', '/learn/', '/puzzles/']) {
    const { context, page, errors } = await newPage({ locale: 'es-AR' });
    try {
      await context.addInitScript(() => {
        if (!sessionStorage.getItem('set')) localStorage.setItem('elephant.lang', '{"v":9,"lang":');
        sessionStorage.setItem('set', '1');
      });
      await page.goto(BASE + url);
      await page.waitForFunction(() => document.documentElement.lang === 'es', null, { timeout: 20000 });
      await ready(page);
      assert.equal(await page.locator('#lang').inputValue(), 'es', `${url}: the browser's language`);
      assert.equal(await page.evaluate(() => localStorage.getItem('elephant.lang')), null, `${url}: the bad setting is gone`);
      assert.deepEqual(errors, [], url);
    } finally {
      await context.close();
    }
  }
});

test('storage the browser refuses: every screen runs, in the browser\'s language, and the menu still switches', async () => {
  for (const url of SCREENS) {
    const { context, page, errors } = await newPage({ locale: 'es-AR' });
    try {
      await context.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
      });
      await page.goto(BASE + url);
      await page.waitForFunction(() => document.documentElement.lang === 'es', null, { timeout: 20000 });
      await ready(page);
      await page.selectOption('#lang', 'en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await textIs(page, '.site-nav a[href="/play/"]', 'Play');
      assert.deepEqual(errors, [], url);
    } finally {
      await context.close();
    }
  }
});

test('boards speak the page\'s language to screen readers', async () => {
  const { context, page, errors } = await newPage({ locale: 'es-ES' });
  try {
    await page.goto(BASE + '/');
    await ready(page);
    const b = page.locator('elephant-board[game="xiangqi"]');
    const svg = b.locator('svg.board');
    assert.equal(await svg.getAttribute('aria-label'), 'tablero de xiangqi, turno de las rojas');
    assert.equal(await square(b, 'b1').getAttribute('aria-label'), 'caballo de las rojas en b1');
    assert.equal(await svg.getAttribute('aria-roledescription'), 'tablero');
    await svg.focus();
    await page.keyboard.press('Enter'); // the cursor starts on the general
    const live = b.locator('.sr-only[aria-live]');
    await page.waitForFunction((el) => el.textContent !== '', await live.elementHandle());
    assert.match(await live.textContent(), /^Pieza elegida: general de las rojas en e1; 1 jugada legal/);
    await clickMove(b, 'h3', 'h10');
    assert.equal(await live.textContent(), 'cañón de las rojas de h3 a h10, captura caballo de las negras');
    // The menu switches the boards too.
    await page.selectOption('#lang', 'en');
    await page.waitForFunction(() => document.querySelector('elephant-board[game="xiangqi"]')
      .shadowRoot.querySelector('svg.board').getAttribute('aria-label') === 'xiangqi board, black to move');
    // The lessons' board too.
    await page.goto(BASE + '/learn/?game=xiangqi&lesson=04-horse');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 20000 });
    await page.selectOption('#lang', 'es');
    assert.equal(await page.locator('.lesson-board [data-square="b1"]').getAttribute('aria-label'), 'caballo de las rojas en b1');
    assert.equal(await page.locator('.lesson-board svg').getAttribute('aria-roledescription'), 'tablero');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// A xiangqi mate in 1: the chariot to d2.
const MATE1 = { game: 'xiangqi', fen: '3k5/9/9/9/9/9/9/9/4R4/4K4 w', mode: 'puzzle', solution: 'e2d2' };
// A query of its own makes each address a new page, not a new fragment.
let loads = 0;
const frame = (p) => `${BASE}/frame/?load=${++loads}#${new URLSearchParams(p)}`;

test('a shown solution is written in the game\'s notation, not UCI', async () => {
  const { context, page, errors } = await newPage();
  try {
    const cases = [
      { lang: 'en', p: MATE1, want: 'The solution: R5=6.' },
      { lang: 'es', p: MATE1, want: 'La solución: R5 h6.' },
      { lang: 'en', p: { game: 'janggi', fen: '4a2n1/3a1k3/1R7/9/8R/9/9/9/3A1A3/5K3 w - - 0 1', mode: 'puzzle', solution: 'i6f6 f9e9 b8f8' },
        want: 'The solution: 59차56장군 26장25 32차36장군.' },
    ];
    for (const c of cases) {
      await page.goto(frame(c.p));
      await ready(page);
      const b = page.locator('elephant-board');
      await b.evaluate((el, lang) => el.setAttribute('lang', lang), c.lang);
      await b.locator('button.solution').click();
      await page.waitForFunction(() => document.querySelector('elephant-board').dataset.status === 'failed');
      await page.waitForFunction((want) => document.querySelector('elephant-board').shadowRoot
        .querySelector('.status').textContent === want, c.want, { timeout: 5000 })
        .catch(async () => assert.fail(`${c.lang} ${c.p.game}: ${await b.locator('.status').textContent()}`));
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a solved puzzle\'s spoken end has one full stop between sentences', async () => {
  const { context, page, errors } = await newPage();
  try {
    await page.goto(frame(MATE1));
    await ready(page);
    const b = page.locator('elephant-board');
    await clickMove(b, 'e2', 'd2');
    assert.equal(await attr(b, 'data-status'), 'solved');
    const said = await b.locator('.sr-only[aria-live]').textContent();
    assert.match(said, /Puzzle solved\.$/);
    assert.ok(!said.includes('..'), said);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('/embed/ recording: undo, stop returns to the start, record again', async () => {
  const { context, page, errors } = await newPage({ locale: 'en-US' });
  try {
    await page.goto(BASE + '/embed/');
    await ready(page);
    const setup = page.locator('#setup');
    await page.selectOption('#m-game', 'xiangqi');
    await page.waitForFunction(() => document.getElementById('setup').dataset.game === 'xiangqi');
    // A position: red's chariot on e2 against a lone general (set by FEN).
    await page.fill('#m-fen', MATE1.fen);
    await page.locator('#m-fen').blur();
    await page.waitForFunction((f) => document.getElementById('setup').dataset.fen?.startsWith(f), MATE1.fen);
    const start = await attr(setup, 'data-fen');
    assert.ok(await page.locator('#record-undo').isHidden(), 'no undo before recording');
    await page.locator('#record').click();
    assert.equal(await page.locator('#record').textContent(), 'Stop recording');
    assert.ok(await page.locator('#record-undo').isDisabled(), 'nothing to undo yet');
    await clickMove(setup, 'e2', 'e5');
    await clickMove(setup, 'd10', 'd9');
    assert.equal(await page.inputValue('#m-solution'), 'e2e5 d10d9');
    await page.locator('#record-undo').click();
    assert.equal(await page.inputValue('#m-solution'), 'e2e5');
    await page.locator('#record-undo').click();
    assert.equal(await page.inputValue('#m-solution'), '');
    assert.equal(await attr(setup, 'data-fen'), start, 'undo takes the moves back on the board');
    assert.ok(await page.locator('#record-undo').isDisabled());
    await clickMove(setup, 'e2', 'd2'); // mate
    assert.equal(await attr(setup, 'data-status'), 'checkmate');
    await page.locator('#record').click(); // stop
    assert.equal(await page.inputValue('#m-solution'), 'e2d2');
    assert.equal(await attr(setup, 'data-fen'), start, 'the set-up board is back on the start');
    assert.equal(await page.inputValue('#m-fen'), start, 'the FEN field keeps the start');
    assert.equal(await attr(setup, 'data-status'), 'playing');
    assert.equal(await page.locator('#preview').getAttribute('solution'), 'e2d2');
    await page.locator('#record').click(); // record again: a new take
    assert.equal(await page.inputValue('#m-solution'), '');
    await clickMove(setup, 'e2', 'd2');
    assert.equal(await attr(setup, 'data-last-move'), 'e2d2', 'the board moves on the new take');
    assert.equal(await page.inputValue('#m-solution'), 'e2d2');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('/learn/ on a phone: board and answers in one screen, arrows apart, a calm current step', async () => {
  for (const scheme of ['light', 'dark']) {
    const { context, page, errors } = await newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2,
      isMobile: true, hasTouch: true, colorScheme: scheme });
    try {
      await page.goto(BASE + '/learn/?game=xiangqi&lesson=06-cannon'); // a "judge each move" step first
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 20000 });
      const m = await page.evaluate(() => {
        const board = document.querySelector('.lesson-board').getBoundingClientRect();
        const buttons = [...document.querySelectorAll('.choices button')].map((b) => b.getBoundingClientRect().bottom);
        const dot = getComputedStyle(document.querySelector('.dot.current')).backgroundColor.match(/\d+/g).map(Number);
        const drawing = document.querySelector('.lesson-board').shadowRoot; // the <elephant-board>'s inside
        const first = (a) => drawing.querySelector(`[data-arrow="${a}"]`).getAttribute('points').split(' ')[0];
        return { top: board.top, bottom: Math.max(...buttons), dot, arrows: ['b3b6', 'b3b8', 'b3b10'].map(first) };
      });
      assert.ok(m.top >= 0 && m.bottom <= 844, `${scheme}: the board starts at ${m.top}px, the answers end at ${m.bottom}px`);
      const [r, g, b] = m.dot;
      assert.ok(!(r > g + 60 && r > b + 60), `${scheme}: the current step's dot is red (${m.dot})`);
      assert.equal(new Set(m.arrows).size, 3, `the cannon's arrows along file b overlap: ${m.arrows}`);
      await page.screenshot({ path: `${SHOTS}/learn-judge-phone-${scheme}.png` });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});
