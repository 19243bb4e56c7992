// Contrast (WCAG AA) of every screen in light and dark mode: each visible
// text, in the page and in the boards' shadow roots, against the background
// it is drawn on (transparent backgrounds resolved up the tree, opacity
// applied), including buttons pressed or current and the move list's
// current move. 4.5:1 for text, 3:1 for large text. The boards' SVG
// drawings are pictures, not text, and are left out. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE, settled } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// audit runs in the page: it returns the texts under the required ratio.
function audit() {
  const canvas = document.createElement('canvas').getContext('2d');
  // rgba reads any CSS colour as [r, g, b, a] (0–255, alpha 0–1).
  function rgba(css) {
    const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css);
    if (m) return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]];
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = '#000';
    canvas.fillStyle = css;
    canvas.fillRect(0, 0, 1, 1);
    const d = canvas.getImageData(0, 0, 1, 1).data;
    return [d[0], d[1], d[2], d[3] / 255];
  }
  const over = (top, under) => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1);
  };
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const parent = (el) => el.parentElement || (el.getRootNode() instanceof ShadowRoot ? el.getRootNode().host : null);
  const dark = matchMedia('(prefers-color-scheme: dark)').matches;
  const canvasColour = rgba(getComputedStyle(document.documentElement).colorScheme.includes('dark') && dark ? 'rgb(18,18,18)' : 'rgb(255,255,255)');

  // background is the colour el's text is drawn on: its own background and
  // its ancestors' composited, down to the first opaque one. An image or
  // gradient behind the text makes it unknown (null).
  function background(el) {
    const layers = [];
    for (let e = el; e; e = parent(e)) {
      const cs = getComputedStyle(e);
      if (cs.backgroundImage !== 'none' && !cs.backgroundImage.startsWith('url(')) return null;
      const c = rgba(cs.backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    let c = canvasColour;
    for (let i = layers.length - 1; i >= 0; i--) c = over(layers[i], c);
    return c;
  }
  function opacity(el) {
    let o = 1;
    for (let e = el; e; e = parent(e)) o *= +getComputedStyle(e).opacity;
    return o;
  }
  const hiddenText = (el) => {
    const cs = getComputedStyle(el);
    if (cs.visibility !== 'visible' || cs.display === 'none') return true;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return true; // screen-reader-only text
    return cs.clip && cs.clip !== 'auto' && /rect\(0(px)?,? 0(px)?/.test(cs.clip);
  };

  const bad = [];
  let checked = 0;
  function visit(root) {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (el.closest('svg') || el.closest(':disabled') || el.closest('[aria-disabled="true"]')) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
      if (!own || hiddenText(el)) continue;
      const bg = background(el);
      if (!bg) continue;
      const cs = getComputedStyle(el);
      const o = opacity(el);
      const fg = rgba(cs.color);
      fg[3] *= o;
      const r = ratio(over(fg, bg), bg);
      const size = parseFloat(cs.fontSize);
      const large = size >= 24 || (size >= 18.66 && +cs.fontWeight >= 700);
      const need = large ? 3 : 4.5;
      checked++;
      if (r < need) {
        const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim().slice(0, 40);
        const where = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
          (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : '') +
          (el.getAttribute('aria-pressed') === 'true' ? '[pressed]' : '') + (el.getAttribute('aria-current') ? '[current]' : '');
        bad.push(`${where} "${text}" ${r.toFixed(2)}:1 < ${need}:1 (${cs.color} on rgb(${bg.slice(0, 3).map(Math.round).join(',')}))`);
      }
    }
  }
  visit(document);
  return { bad, checked };
}

const ready = (page) => page.waitForFunction(() => [...document.querySelectorAll('elephant-board')]
  .every((b) => b.hasAttribute('data-status')) && document.documentElement.dataset.ready !== 'false', null, { timeout: 20000 });

// Each screen, with what puts its buttons and lists in their other states.
const SCREENS = [
  { url: '/' },
  {
    url: '/play/',
    async prepare(page) {
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 20000 });
      const b = page.locator('#board');
      await b.locator('[data-square="h3"]').click();
      await b.locator('[data-square="e3"]').click();
      // The engine's answer makes a list with a current move.
      await page.waitForFunction(() => document.getElementById('board').dataset.turn === 'w', null, { timeout: 20000 });
      await page.locator('.move.current').first().waitFor(); // the list's current move is audited
      await page.locator('#analyse').click(); // pressed
    },
  },
  { url: '/learn/', async prepare(page) { await page.waitForFunction(() => document.documentElement.dataset.ready === 'true'); } },
  {
    url: '/learn/?game=xiangqi&lesson=04-horse',
    async prepare(page) {
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      const sq = (s) => page.locator(`.lesson-board [data-square="${s}"]`);
      await sq('b1').click();
      await sq('a3').click(); // a wrong move: the feedback shows
      await settled(page);
    },
  },
  { url: '/puzzles/', async prepare(page) { await page.waitForFunction(() => document.getElementById('puzzles')?.dataset.ready === 'true', null, { timeout: 20000 }).catch(() => {}); } },
  {
    url: '/analysis/?game=xiangqi#moves=h3e3+h10g8',
    async prepare(page) {
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 20000 });
      await page.locator('#lines li').first().waitFor({ timeout: 20000 }).catch(() => {}); // the engine's lines are audited
    },
  },
  { url: '/embed/', async prepare(page) { await page.locator('#record').click(); } },
];

for (const scheme of ['light', 'dark']) {
  test(`every text reads at WCAG AA contrast, ${scheme} mode`, async () => {
    const report = [];
    for (const s of SCREENS) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: scheme });
      const page = await context.newPage();
      try {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(BASE + s.url);
        await ready(page);
        if (s.prepare) await s.prepare(page);
        await settled(page); // transitions
        const { bad, checked } = await page.evaluate(audit);
        assert.ok(checked > 5, `${s.url}: only ${checked} texts checked`);
        for (const b of bad) report.push(`${s.url} ${b}`);
      } finally {
        await context.close();
      }
    }
    assert.deepEqual(report, [], `texts under the WCAG AA contrast in ${scheme} mode:\n${report.join('\n')}`);
  });
}
