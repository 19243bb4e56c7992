// The header every screen shares: it marks the current screen, installs
// the service worker that keeps the site offline, keeps the site's one
// language setting and writes the texts marked data-site (the header's,
// and the whole page's on the screens without a Go module of their own)
// from the language's catalogue, /i18n/<code>.txt: the same file the Go
// module reads (package i18n), so there is one source for every text.
//
// The language: the address's ?lang= (the pages' hreflang links; kept as
// the setting when none is saved yet), else the saved setting, else the
// first of the browser's languages the site speaks. The setting is
// versioned JSON under elephant.lang, the same one the Go pages read
// (wasm/browser/sitelang); storage the browser refuses, or a setting that
// cannot be read, gives the browser's languages.
(() => {
  'use strict';
  const KEY = 'elephant.lang';
  const LANGS = ['en', 'es', 'zh-Hans', 'zh-Hant', 'ko', 'mn'];
  const script = document.currentScript;
  const FILES = new URL('i18n/', (script && script.src) || location.href).href;
  const texts = {}; // language → {key: text}, once its catalogue is read

  // match reads a language tag as package i18n's Match does: the site's
  // language it names, or null. Chinese tags without a script take it from
  // the region (zh-TW, zh-HK and zh-MO read traditional characters).
  function match(tag) {
    const t = String(tag || '').trim().replace(/_/g, '-').toLowerCase();
    for (const l of LANGS) {
      const code = l.toLowerCase();
      if (t === code || t.startsWith(code + '-')) return l;
    }
    if (t === 'zh' || t.startsWith('zh-')) {
      return ['-tw', '-hk', '-mo', '-hant'].some((r) => t.includes(r)) ? 'zh-Hant' : 'zh-Hans';
    }
    if (t === 'mn' || t.startsWith('mn-') || t === 'khk') return 'mn';
    return null;
  }

  function browserLanguage() {
    const tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (const tag of tags) {
      const l = match(tag);
      if (l) return l;
    }
    return 'en';
  }

  // LEGACY are the keys under which each screen once kept its own language
  // ("en" or "es"): the first one found becomes the site's setting.
  const LEGACY = ['elephant.play.lang', 'elephant.learn.lang', 'elephant.puzzles.lang'];

  function migrate() {
    const found = LEGACY.map((k) => window.localStorage.getItem(k)).find((v) => v === 'en' || v === 'es');
    for (const k of LEGACY) window.localStorage.removeItem(k);
    if (found) save(found);
    return found;
  }

  function saved() {
    const raw = window.localStorage.getItem(KEY);
    if (raw === null) return migrate() || null;
    const v = JSON.parse(raw);
    if (v && v.v === 1 && LANGS.includes(v.lang)) return v.lang;
    throw new Error('unreadable');
  }

  function read() {
    const asked = match(new URLSearchParams(location.search).get('lang'));
    try {
      const kept = saved();
      if (asked) {
        if (!kept) save(asked);
        return asked;
      }
      if (kept) return kept;
    } catch {
      try {
        window.localStorage.removeItem(KEY);
        console.warn('Elephant: discarded an unreadable language setting');
      } catch { /* storage is refused: nothing was kept */ }
    }
    return asked || browserLanguage();
  }

  function save(l) {
    try {
      window.localStorage.setItem(KEY, JSON.stringify({ v: 1, lang: l }));
    } catch { /* a language not kept is no reason to stop */ }
  }

  // parse reads a catalogue: one "key = text" a line, # starts a comment.
  function parse(data) {
    const out = {};
    for (const line of data.split('\n')) {
      const s = line.trim();
      const at = s.indexOf(' = ');
      if (s === '' || s[0] === '#' || at < 0) continue;
      out[s.slice(0, at)] = s.slice(at + 3).trim();
    }
    return out;
  }

  const loads = {};
  // load fetches a language's catalogue once; a catalogue that cannot be
  // had leaves the page's English.
  function load(l) {
    loads[l] ??= fetch(FILES + l + '.txt')
      .then((r) => { if (!r.ok) throw new Error('HTTP ' + r.status); return r.text(); })
      .then((data) => { texts[l] = parse(data); })
      .catch((err) => { console.warn(`Elephant: no ${l} texts (${err.message}); English stands in`); });
    return loads[l];
  }

  let lang = read();
  // <html lang> at once, for the fonts (header.css) and the boards; the
  // texts follow when the catalogue is read, hidden until then.
  document.documentElement.lang = lang;
  if (lang !== 'en') document.documentElement.setAttribute('data-site-texts', 'loading');

  function t(key) {
    return (texts[lang] && texts[lang][key]) ?? (texts.en && texts.en[key]) ?? key;
  }

  // apply writes the marked texts in the language; the Go pages write
  // their own texts when the menu changes.
  function apply() {
    document.documentElement.lang = lang;
    document.documentElement.removeAttribute('data-site-texts');
    const sel = document.getElementById('lang');
    if (sel) sel.value = lang;
    const words = texts[lang] || texts.en || {};
    for (const el of document.querySelectorAll('[data-site]')) {
      const s = words[el.dataset.site];
      if (s !== undefined) el.textContent = s;
    }
    for (const el of document.querySelectorAll('[data-site-label]')) {
      el.setAttribute('aria-label', t(el.dataset.siteLabel));
    }
    for (const el of document.querySelectorAll('[data-site-placeholder]')) {
      el.setAttribute('placeholder', t(el.dataset.sitePlaceholder));
    }
    // The app installs under its name in the page's language.
    const manifest = document.querySelector('link[rel="manifest"]');
    if (manifest) manifest.href = new URL(lang === 'en' ? '../manifest.webmanifest' : lang + '.webmanifest', FILES).href;
    // Boards the page leaves to the header speak its language.
    for (const el of document.querySelectorAll('elephant-board[data-site-lang]')) el.setAttribute('lang', lang);
    const title = document.body && document.body.dataset.siteTitle;
    if (title) document.title = t(title);
    // An error page is titled by its worded heading ("404 找不到页面").
    const heading = document.body && document.body.hasAttribute('data-site-error') && document.querySelector('h1');
    if (heading) document.title = heading.textContent + ' · Elephant';
    document.dispatchEvent(new CustomEvent('elephant-lang', { detail: { lang } }));
  }

  // show loads l's texts and applies them, unless another language was
  // chosen meanwhile.
  function show(l) {
    return load(l).then(() => { if (l === lang) apply(); });
  }

  function markCurrent() {
    const here = location.pathname.replace(/index\.html$/, '');
    for (const a of document.querySelectorAll('.site-nav a')) {
      if (new URL(a.href).pathname === here) a.setAttribute('aria-current', 'page');
    }
  }

  const loaded = load(lang);
  const ready = new Promise((resolve) => {
    loaded.then(() => {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', resolve);
      else resolve();
    });
  });

  window.ElephantSite = {
    get lang() { return lang; },
    t,
    // ready resolves once the page's texts are written in its language
    // (or English stands in for a catalogue that could not be had).
    ready,
  };

  // registerOffline installs the service worker, which precaches the whole
  // site, once the page's own files are loaded: its install then finds them
  // in the HTTP cache instead of downloading them again. When it is active
  // (every file cached) <html> gets data-offline="ready" and the document
  // an elephant-offline event, which /play/ turns into its notice.
  function registerOffline() {
    const sw = navigator.serviceWorker;
    if (!sw) return; // the page still works online
    const register = () => sw.register('/sw.js', { scope: '/' })
      .then(() => sw.ready)
      .then(() => {
        document.documentElement.setAttribute('data-offline', 'ready');
        document.dispatchEvent(new CustomEvent('elephant-offline'));
      })
      .catch((err) => console.warn('Elephant: no offline copy:', err));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }

  // choose makes l the site's language: kept, and the address's ?lang=
  // (which would otherwise win on a reload) follows.
  function choose(l) {
    lang = LANGS.includes(l) ? l : 'en';
    save(lang);
    const url = new URL(location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', lang);
      history.replaceState(history.state, '', url);
    }
    document.documentElement.lang = lang;
    show(lang);
  }

  function start() {
    markCurrent();
    registerOffline();
    const sel = document.getElementById('lang');
    if (sel) {
      sel.value = lang;
      sel.addEventListener('change', () => choose(sel.value));
    }
    show(lang);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
