// Every screen in every language on a phone (390×844): no text wider than
// its button, label, tab, menu, summary line or panel, and nothing wider
// than the screen; then screenshots of each screen in the four languages
// the module loads (lang-<screen>-<code>.png, and -below.png a screen
// further down), to be looked at. Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, BASE, SHOTS, settled } from './helpers.mjs';
import { LANGS, LOADED, PAGES, screenReady, track, wordedIn } from './languages.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

// SCREENS are the states measured: each page, and what opens on it.
const SCREENS = [
  { name: 'home', url: '/' },
  { name: 'play', url: '/play/' },
  { name: 'play-newgame', url: '/play/', open: (page) => page.click('#new').then(() => page.locator('#newgame').waitFor()) },
  { name: 'learn', url: '/learn/' },
  { name: 'learn-lesson', url: '/learn/?game=janggi&lesson=07-pass' },
  { name: 'puzzles', url: '/puzzles/' },
  { name: 'analysis', url: '/analysis/' },
  { name: 'embed', url: '/embed/' },
];

// overflows lists the boxes whose text does not fit, in the page and in
// the boards' shadow roots: an element whose content is wider than its box
// (scrollWidth > clientWidth) where it does not scroll or end in an
// ellipsis on purpose, a menu whose chosen option is wider than the menu,
// and anything reaching past the screen's right edge.
function overflows() {
  const out = [];
  const vw = document.documentElement.clientWidth;
  const ctx = document.createElement('canvas').getContext('2d');
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.classList.length ? '.' + [...el.classList].join('.') : ''}`
    + ` «${(el.tagName === 'SELECT' ? el.options[el.selectedIndex]?.text : el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 50)}»`;
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    return r.width > 2 && r.height > 2 && cs.visibility !== 'hidden' && cs.display !== 'none';
  };
  // A box that scrolls, or cuts its text with an ellipsis, does so on purpose.
  const scrolls = (el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || el.closest('pre')
    || getComputedStyle(el).textOverflow === 'ellipsis';
  function check(root) {
    for (const el of root.querySelectorAll('button, label, summary, select, a, h1, h2, h3, h4, p, li, th, td, dt, dd, legend, span, output, .badge, .card')) {
      if (!shown(el) || el.closest('.sr-only') || getComputedStyle(el).display === 'inline') continue;
      if (el.tagName === 'SELECT') {
        const cs = getComputedStyle(el);
        const opt = el.options[el.selectedIndex];
        ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const need = opt ? ctx.measureText(opt.text).width + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + 16 : 0;
        if (need > el.clientWidth + 1) out.push(`${name(el)}: needs ${Math.round(need)}px, has ${el.clientWidth}px`);
      } else if (el.scrollWidth > el.clientWidth + 1 && !scrolls(el)) {
        out.push(`${name(el)}: ${el.scrollWidth}px in ${el.clientWidth}px`);
      }
      const right = el.getBoundingClientRect().right;
      if (right > vw + 1 && !el.parentElement?.closest('pre, [class*="moves"]')) out.push(`${name(el)}: reaches ${Math.round(right)}px of ${vw}px`);
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) check(el.shadowRoot);
  }
  check(document);
  if (document.scrollingElement.scrollWidth > vw + 1) out.push(`the page: ${document.scrollingElement.scrollWidth}px wide`);
  return [...new Set(out)];
}

for (const lang of Object.keys(LANGS)) {
  test(`every screen in ${LANGS[lang]} fits a phone`, async () => {
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      const errors = track(page);
      const problems = [];
      for (const s of SCREENS) {
        await page.goto(`${BASE}${s.url}${s.url.includes('?') ? '&' : '?'}lang=${lang}`);
        await screenReady(page);
        await wordedIn(page, lang, PAGES[s.url.split('?')[0]]);
        if (s.open) await s.open(page);
        await page.evaluate(() => { for (const d of document.querySelectorAll('details')) d.open = true; });
        await settled(page);
        for (const p of await page.evaluate(overflows)) problems.push(`${s.name}: ${p}`);
        if (LOADED.includes(lang)) {
          await page.evaluate(() => { for (const d of document.querySelectorAll('details')) d.open = false; });
          await page.screenshot({ path: path.join(SHOTS, `lang-${s.name}-${lang}.png`) });
          await page.evaluate(() => window.scrollTo(0, innerHeight - 60));
          await settled(page);
          await page.screenshot({ path: path.join(SHOTS, `lang-${s.name}-${lang}-below.png`) });
        }
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
