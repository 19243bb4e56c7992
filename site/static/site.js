// The header every screen shares: it marks the current screen, installs
// the service worker that keeps the site offline, keeps the site's one
// language setting and writes the texts marked data-site (the
// header's, and the whole page's on the screens without a Go module of
// their own). The setting is versioned JSON under elephant.lang, the same
// one the Go pages read (wasm/i18n.ParseSetting); storage the browser
// refuses, or a setting that cannot be read, gives the browser's language.
(() => {
  'use strict';
  const KEY = 'elephant.lang';
  const LANGS = ['en', 'es'];
  const texts = { en: {}, es: {} };

  // add takes {key: [English, Spanish]}.
  function add(dict) {
    for (const [k, [en, es]] of Object.entries(dict)) {
      texts.en[k] = en;
      texts.es[k] = es;
    }
  }

  // LEGACY are the keys under which each screen once kept its own language
  // ("en" or "es"): the first one found becomes the site's setting.
  const LEGACY = ['elephant.play.lang', 'elephant.learn.lang', 'elephant.puzzles.lang'];

  function migrate() {
    const found = LEGACY.map((k) => window.localStorage.getItem(k)).find((v) => LANGS.includes(v));
    for (const k of LEGACY) window.localStorage.removeItem(k);
    if (found) save(found);
    return found;
  }

  function read() {
    try {
      const raw = window.localStorage.getItem(KEY);
      if (raw === null) {
        const old = migrate();
        if (old) return old;
      }
      if (raw !== null) {
        const v = JSON.parse(raw);
        if (v && v.v === 1 && LANGS.includes(v.lang)) return v.lang;
        throw new Error('unreadable');
      }
    } catch (err) {
      try {
        window.localStorage.removeItem(KEY);
        console.warn('Elephant: discarded an unreadable language setting');
      } catch { /* storage is refused: nothing was kept */ }
    }
    return /^es(\b|[-_])/i.test(navigator.language || '') ? 'es' : 'en';
  }

  function save(lang) {
    try {
      window.localStorage.setItem(KEY, JSON.stringify({ v: 1, lang }));
    } catch { /* a language not kept is no reason to stop */ }
  }

  let lang = read();

  function t(key) {
    return texts[lang][key] ?? texts.en[key] ?? key;
  }

  // apply writes the marked texts in the language; the Go pages write
  // their own texts when the menu changes.
  function apply() {
    document.documentElement.lang = lang;
    const sel = document.getElementById('lang');
    if (sel) sel.value = lang;
    for (const el of document.querySelectorAll('[data-site]')) {
      const s = texts[lang][el.dataset.site];
      if (s !== undefined) el.textContent = s;
    }
    for (const el of document.querySelectorAll('[data-site-label]')) {
      el.setAttribute('aria-label', t(el.dataset.siteLabel));
    }
    for (const el of document.querySelectorAll('[data-site-placeholder]')) {
      el.setAttribute('placeholder', t(el.dataset.sitePlaceholder));
    }
    // Boards the page leaves to the header speak its language.
    for (const el of document.querySelectorAll('elephant-board[data-site-lang]')) el.setAttribute('lang', lang);
    const title = document.body && document.body.dataset.siteTitle;
    if (title) document.title = t(title);
    document.dispatchEvent(new CustomEvent('elephant-lang', { detail: { lang } }));
  }

  add({
    'nav.label': ['Site', 'Sitio'],
    'nav.play': ['Play', 'Jugar'],
    'nav.learn': ['Learn', 'Aprender'],
    'nav.puzzles': ['Puzzles', 'Problemas'],
    'nav.analysis': ['Analysis', 'Análisis'],
    'nav.embed': ['Embed', 'Insertar'],
    'nav.language': ['Language', 'Idioma'],
    foot: ['Elephant is free software written in Go and WebAssembly. All piece art is drawn for the project.',
      'Elephant es software libre escrito en Go y WebAssembly. Todas las piezas están dibujadas para el proyecto.'],
    // The home page.
    'home.title': ['Elephant — the Asian chess family in your browser', 'Elephant — la familia asiática del ajedrez en tu navegador'],
    'home.tagline': ['The Asian chess family in your browser — learn the rules, play the engine, solve puzzles. Offline.',
      'La familia asiática del ajedrez en tu navegador: aprende las reglas, juega contra el motor, resuelve problemas. Sin conexión.'],
    'home.play': ['Play the engine', 'Jugar contra el motor'],
    'home.learn': ['Learn the rules', 'Aprender las reglas'],
    'home.puzzles': ['Puzzles', 'Problemas'],
    'home.embed': ['Embed a board', 'Insertar un tablero'],
    'home.choose': ['Choose a game', 'Elige un juego'],
    'home.hint': ['Every board below is live: move a piece by clicking it and then its destination, by dragging it, or with the arrow keys and Enter.',
      'Todos los tableros de abajo funcionan: mueve una pieza haciendo clic en ella y luego en su destino, arrastrándola, o con las flechas y Intro.'],
    'home.about.xiangqi': ['Chinese chess: generals in palaces, a river in the middle, cannons that leap to capture.',
      'Ajedrez chino: generales en palacios, un río en medio y cañones que saltan para capturar.'],
    'home.about.janggi': ['Korean chess: no river, long-leaping elephants, cannons that always jump, and the right to pass.',
      'Ajedrez coreano: sin río, elefantes de salto largo, cañones que siempre saltan y el derecho a pasar.'],
    'home.about.shatar': ['Mongolian chess on 8×8: the bers, named checks, and mates that must include a shak.',
      'Ajedrez mongol en 8×8: el bers, jaques con nombre y mates que deben incluir un shak.'],
    'home.about.hiashatar': ['Mongolian chess on 10×10, where two bodyguards freeze the enemy pieces around them.',
      'Ajedrez mongol en 10×10, donde dos guardaespaldas inmovilizan las piezas enemigas a su alrededor.'],
    'home.play.xiangqi': ['Play Xiangqi', 'Jugar al xiangqi'],
    'home.play.janggi': ['Play Janggi', 'Jugar al janggi'],
    'home.play.shatar': ['Play Shatar', 'Jugar al shatar'],
    'home.play.hiashatar': ['Play Hiashatar', 'Jugar al hiashatar'],
    'home.about.banqi': ['Dark chess on half a xiangqi board: every piece starts face down, ranks decide captures, and the soldier takes the general.',
      'Ajedrez oscuro en medio tablero de xiangqi: todas las piezas empiezan boca abajo, los rangos deciden las capturas y el soldado captura al general.'],
    'home.play.banqi': ['Play Banqi', 'Jugar al banqi'],
    'home.learnshort': ['Learn', 'Aprender'],
  });

  function markCurrent() {
    const here = location.pathname.replace(/index\.html$/, '');
    for (const a of document.querySelectorAll('.site-nav a')) {
      if (new URL(a.href).pathname === here) a.setAttribute('aria-current', 'page');
    }
  }

  window.ElephantSite = {
    get lang() { return lang; },
    t,
    // addTexts gives a page's own texts ({key: [English, Spanish]}).
    addTexts(dict) { add(dict); apply(); },
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

  function start() {
    markCurrent();
    registerOffline();
    const sel = document.getElementById('lang');
    if (sel) {
      sel.addEventListener('change', () => {
        lang = LANGS.includes(sel.value) ? sel.value : 'en';
        save(lang);
        apply();
      });
    }
    apply();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
