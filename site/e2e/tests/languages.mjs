// Helpers for the language tests: the catalogues and lesson translations
// read from the i18n package's files (the same texts the site serves), so
// that the tests expect what the catalogues say instead of copies of it;
// the site's pages; and a page opened in a language and made ready.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE } from './helpers.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// LANGS are the site's languages by their own names, in menu order.
export const LANGS = { en: 'English', es: 'Español', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', ko: '한국어', mn: 'Монгол' };
// LOADED are the languages the module fetches when shown.
export const LOADED = ['zh-Hans', 'zh-Hant', 'ko', 'mn'];

// PAGES are the site's pages with a header, with the catalogue key of each
// one's title.
export const PAGES = {
  '/': 'home.title', '/play/': 'page.title', '/learn/': 'learn.page.title',
  '/puzzles/': 'pz.page.title', '/analysis/': 'an.page.title', '/embed/': 'em.title',
};

const catalogues = {};
// catalogue returns a language's texts by key, as i18n/catalogs/<code>.txt
// writes them.
export function catalogue(lang) {
  if (catalogues[lang]) return catalogues[lang];
  const out = {};
  for (const line of readFileSync(path.join(ROOT, 'i18n/catalogs', lang + '.txt'), 'utf8').split('\n')) {
    const s = line.trim();
    const at = s.indexOf(' = ');
    if (s && s[0] !== '#' && at > 0) out[s.slice(0, at)] = s.slice(at + 3).trim();
  }
  catalogues[lang] = out;
  return out;
}

// say is a catalogue text with its fmt verbs filled in, in order.
export function say(lang, key, ...args) {
  let i = 0;
  return catalogue(lang)[key].replace(/%(\[(\d)\])?[sdvq]/g, (_, __, n) => String(args[n ? Number(n) - 1 : i++]));
}

// lessonText is the translation of an English lesson text
// (i18n/lessons/<code>.txt).
export function lessonText(lang, english) {
  const lines = readFileSync(path.join(ROOT, 'i18n/lessons', lang + '.txt'), 'utf8').split('\n');
  const at = lines.indexOf('< ' + english);
  if (at < 0 || !lines[at + 1].startsWith('> ')) throw new Error(`no ${lang} translation of «${english}»`);
  return lines[at + 1].slice(2).trim();
}

// screenReady waits until a page's screen (data-screen on its loader) has
// started and its boards have drawn, or, on a page without a screen, until
// its header's texts are written.
export async function screenReady(page) {
  await page.waitForFunction(() => {
    const s = document.querySelector('script[data-screen]');
    const started = !s || performance.getEntriesByName(s.dataset.screen + ':interactive').length > 0;
    return started && !document.documentElement.hasAttribute('data-site-texts')
      && [...document.querySelectorAll('elephant-board')].every((b) => b.hasAttribute('data-status'));
  }, null, { timeout: 30000 });
}

// openIn opens url in a fresh context (options go to newContext) and waits
// until it is ready; page errors and console errors are collected.
export async function openIn(browser, url, options = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, ...options });
  const page = await context.newPage();
  const errors = track(page);
  await page.goto(BASE + url);
  await screenReady(page);
  return { context, page, errors };
}

// track collects a page's errors.
export function track(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // The browser's own look for /favicon.ico on /frame/, which links none, is no page error.
  page.on('console', (m) => {
    if (m.type() === 'error' && !/\/favicon\.ico$/.test(m.location().url || '')) errors.push(m.text());
  });
  return errors;
}

// wordedIn waits until the page is written in lang: <html lang>, the menu,
// the header's texts and the document's title, as the catalogue has them.
export async function wordedIn(page, lang, titleKey) {
  const c = catalogue(lang);
  await page.waitForFunction(([lang, nav, title]) => document.documentElement.lang === lang
    && document.getElementById('lang')?.value === lang
    && document.querySelector('.site-nav a[href="/play/"]')?.textContent === nav
    && (!title || document.title === title), [lang, c['nav.play'], titleKey && c[titleKey]], { timeout: 20000 });
}
