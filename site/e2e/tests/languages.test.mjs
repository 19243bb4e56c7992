// The site's six languages: the language of a first visit comes from the
// browser's languages, a choice in the menu holds on every screen, an
// address's ?lang= shows its language (the hreflang links), every menu
// offers the six by their own names, a language is switched offline from
// the service worker's cache, boards on another site speak the language of
// their lang attribute (its catalogue fetched across origins), and each
// language has its system fonts. The expected texts are read from the
// catalogues (languages.mjs). Run by ../run.sh.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { launch, BASE } from './helpers.mjs';
import { LANGS, LOADED, PAGES, catalogue, say, lessonText, openIn, screenReady, track, wordedIn } from './languages.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const setting = (page) => page.evaluate(() => localStorage.getItem('elephant.lang'));

// withLanguages makes navigator.languages the given list (a browser's
// order of preference) for every page of a context.
const withLanguages = (context, list) => context.addInitScript((list) => {
  Object.defineProperty(Navigator.prototype, 'languages', { get: () => list, configurable: true });
  Object.defineProperty(Navigator.prototype, 'language', { get: () => list[0], configurable: true });
}, list);

test('a first visit speaks the first of the browser\'s languages the site has, and keeps nothing', async () => {
  const cases = [
    { languages: ['zh-TW', 'en'], want: 'zh-Hant', url: '/learn/' },
    { languages: ['fr-FR', 'ko-KR', 'en-US'], want: 'ko', url: '/play/' },
    { languages: ['mn-MN'], want: 'mn', url: '/' },
    { languages: ['zh-CN'], want: 'zh-Hans', url: '/puzzles/' },
    { languages: ['ru-RU', 'zh-HK'], want: 'zh-Hant', url: '/embed/' },
    { languages: ['de-DE', 'fr'], want: 'en', url: '/analysis/' },
  ];
  for (const c of cases) {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: c.languages[0] });
    try {
      await withLanguages(context, c.languages);
      const page = await context.newPage();
      const errors = track(page);
      await page.goto(BASE + c.url);
      await screenReady(page);
      await wordedIn(page, c.want, PAGES[c.url]);
      assert.equal(await setting(page), null, `${c.url}: a first visit keeps no setting`);
      assert.deepEqual(errors, [], c.url);
    } finally {
      await context.close();
    }
  }
});

test('a choice in the menu holds on every screen', async () => {
  const { context, page, errors } = await openIn(browser, '/play/', { locale: 'ko-KR' });
  try {
    await wordedIn(page, 'ko', 'page.title');
    await page.selectOption('#lang', 'mn');
    await wordedIn(page, 'mn', 'page.title');
    assert.equal(await page.textContent('#new'), catalogue('mn')['btn.new']);
    assert.equal(await setting(page), '{"v":1,"lang":"mn"}');
    for (const url of Object.keys(PAGES)) {
      await page.goto(BASE + url);
      await screenReady(page);
      await wordedIn(page, 'mn', PAGES[url]);
    }
    // From /learn/, another language brings its lesson texts too.
    await page.goto(BASE + '/learn/?game=janggi');
    await screenReady(page);
    await page.selectOption('#lang', 'zh-Hant');
    await wordedIn(page, 'zh-Hant', 'learn.page.title');
    const title = lessonText('zh-Hant', 'The general, the guards and the palace');
    await page.waitForFunction((t) => [...document.querySelectorAll('.card')].some((c) => c.textContent.includes(t)), title);
    assert.equal(await setting(page), '{"v":1,"lang":"zh-Hant"}');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('every page offers the six languages by their own names and links to each', async () => {
  const { context, page, errors } = await openIn(browser, '/');
  try {
    for (const url of Object.keys(PAGES)) {
      if (url !== '/') await page.goto(BASE + url);
      const menu = await page.locator('#lang option').evaluateAll((os) => os.map((o) => [o.value, o.textContent, o.lang]));
      assert.deepEqual(menu, Object.entries(LANGS).map(([code, name]) => [code, name, code]), url);
      const links = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => [l.hreflang, l.getAttribute('href')]));
      const want = Object.keys(LANGS).map((code) => [code, `${url}?lang=${code}`]);
      assert.deepEqual(links, [...want, ['x-default', url]], url);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an address\'s ?lang= shows its language, and is kept only when nothing else was', async () => {
  let { context, page, errors } = await openIn(browser, '/puzzles/?lang=zh-Hant', { locale: 'en-US' });
  try {
    await wordedIn(page, 'zh-Hant', 'pz.page.title');
    assert.equal(await setting(page), '{"v":1,"lang":"zh-Hant"}', 'no setting yet: the link\'s language becomes it');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
  context = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: 'en-US' });
  try {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('set')) localStorage.setItem('elephant.lang', '{"v":1,"lang":"es"}');
      sessionStorage.setItem('set', '1');
    });
    page = await context.newPage();
    errors = track(page);
    for (const url of ['/?lang=ko', '/analysis/?lang=ko']) {
      await page.goto(BASE + url);
      await screenReady(page);
      await wordedIn(page, 'ko', PAGES[url.split('?')[0]]);
      assert.equal(await setting(page), '{"v":1,"lang":"es"}', `${url}: the kept choice stays`);
    }
    await page.goto(BASE + '/learn/');
    await screenReady(page);
    await wordedIn(page, 'es', 'learn.page.title');
    // A choice made on a page with ?lang= is kept, and the address follows.
    await page.goto(BASE + '/play/?lang=ko');
    await screenReady(page);
    await page.selectOption('#lang', 'mn');
    await wordedIn(page, 'mn', 'page.title');
    assert.equal(new URL(page.url()).searchParams.get('lang'), 'mn');
    assert.equal(await setting(page), '{"v":1,"lang":"mn"}');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('offline, another language comes from the service worker\'s cache', async () => {
  const { context, page, errors } = await openIn(browser, '/play/', { locale: 'en-US' });
  try {
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 60000 });
    await context.setOffline(true);
    await page.selectOption('#lang', 'ko');
    await wordedIn(page, 'ko', 'page.title');
    assert.equal(await page.textContent('#new'), catalogue('ko')['btn.new']);
    await page.goto(BASE + '/learn/?game=xiangqi&lang=zh-Hans');
    await screenReady(page);
    await wordedIn(page, 'zh-Hans', 'learn.page.title');
    const title = lessonText('zh-Hans', 'The story of xiangqi');
    await page.waitForFunction((t) => [...document.querySelectorAll('.card')].some((c) => c.textContent.includes(t)), title);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// A xiangqi mate in 1 (the chariot to d2) and a janggi mate in 2.
const XQ = { game: 'xiangqi', fen: '3k5/9/9/9/9/9/9/9/4R4/4K4 w', mode: 'puzzle', solution: 'e2d2' };
const JG = { game: 'janggi', fen: '4a2n1/3a1k3/1R7/9/8R/9/9/9/3A1A3/5K3 w - - 0 1', mode: 'puzzle', solution: 'i6f6 f9e9 b8f8' };
const attrs = (o) => Object.entries(o).map(([k, v]) => ` ${k}="${v}"`).join('');
// The other site's page is in German, which the site does not speak: a
// board without a lang of its own speaks English there.
const OTHER = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Eine andere Seite</title>
<script src="${BASE}/embed.js" async></script></head><body>
<elephant-board id="ko"${attrs({ ...JG, lang: 'ko' })}></elephant-board>
<elephant-board id="hans"${attrs({ ...XQ, lang: 'zh-Hans' })}></elephant-board>
<elephant-board id="hant"${attrs({ ...XQ, lang: 'zh-Hant' })}></elephant-board>
<elephant-board id="plain" game="shatar"></elephant-board>
</body></html>`;

let server, other;
before(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(OTHER);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  other = `http://localhost:${server.address().port}/`;
});
after(async () => { await new Promise((r) => server?.close(r) ?? r()); });

// showSolution presses a puzzle board's solution button and waits for its
// status line to say want.
async function showSolution(page, sel, want) {
  const b = page.locator(sel);
  await b.locator('button.solution').click();
  await page.waitForFunction(([sel, want]) => document.querySelector(sel).shadowRoot.querySelector('.status').textContent === want,
    [sel, want], { timeout: 10000 }).catch(async () => assert.fail(`${sel}: «${await b.locator('.status').textContent()}», want «${want}»`));
}

test('boards on another site speak their lang, with its catalogue from the site', async () => {
  const context = await browser.newContext({ viewport: { width: 1000, height: 2600 }, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    const errors = track(page);
    const fetched = [];
    page.on('response', (r) => { if (r.url().includes('/i18n/')) fetched.push([new URL(r.url()).pathname, r.status()]); });
    await page.goto(other);
    await page.waitForFunction(() => [...document.querySelectorAll('elephant-board')].every((b) => b.dataset.status === 'playing'), null, { timeout: 30000 });
    for (const [id, lang] of [['ko', 'ko'], ['hans', 'zh-Hans'], ['hant', 'zh-Hant'], ['plain', 'en']]) {
      await page.waitForFunction(([id, flip]) => document.getElementById(id).shadowRoot.querySelector('button.flip').textContent === flip,
        [id, catalogue(lang)['board.btn.flip']], { timeout: 20000 });
    }
    await showSolution(page, '#ko', say('ko', 'pz.board.solution', '59차56장군 26장25 32차36장군'));
    await showSolution(page, '#hans', say('zh-Hans', 'pz.board.solution', '车五平六'));
    await showSolution(page, '#hant', say('zh-Hant', 'pz.board.solution', '俥五平六'));
    fetched.sort();
    assert.deepEqual(fetched, [['/i18n/ko.txt', 200], ['/i18n/zh-Hans.txt', 200], ['/i18n/zh-Hant.txt', 200]]);
    // /frame/ takes lang= in its fragment.
    await page.goto(`${BASE}/frame/#${new URLSearchParams({ ...XQ, lang: 'mn' })}`);
    await page.waitForFunction((flip) => document.querySelector('elephant-board')?.shadowRoot.querySelector('button.flip')?.textContent === flip,
      catalogue('mn')['board.btn.flip'], { timeout: 20000 });
    assert.equal(await page.getAttribute('html', 'lang'), 'mn');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('each language has its system fonts; the pieces keep theirs', async () => {
  const want = { 'zh-Hans': 'PingFang SC', 'zh-Hant': 'PingFang TC', ko: 'Apple SD Gothic Neo', mn: 'Roboto' };
  const { context, page, errors } = await openIn(browser, '/play/?lang=en');
  try {
    const fonts = () => page.evaluate(() => {
      const b = document.querySelector('#board').shadowRoot;
      return {
        body: getComputedStyle(document.body).fontFamily,
        header: getComputedStyle(document.querySelector('.site-nav a')).fontFamily,
        board: getComputedStyle(b.querySelector('.status')).fontFamily,
        piece: b.querySelector('[data-piece] text')?.getAttribute('font-family'),
      };
    });
    const english = await fonts();
    assert.ok(english.piece, 'a piece glyph with its fonts');
    for (const lang of LOADED) {
      await page.selectOption('#lang', lang);
      await wordedIn(page, lang, 'page.title');
      const f = await fonts();
      for (const where of ['body', 'header', 'board']) {
        assert.ok(f[where].includes(want[lang]), `${lang} ${where}: ${f[where]}`);
      }
      assert.equal(f.piece, english.piece, `${lang}: the pieces' fonts`);
    }
    // A text in another language than the page's takes its own fonts.
    await page.goto(BASE + '/?lang=en');
    await screenReady(page);
    const native = await page.evaluate(() => getComputedStyle(document.querySelector('#janggi-title .native')).fontFamily);
    assert.ok(native.includes('Malgun Gothic'), native);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
