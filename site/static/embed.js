// The embed script: put <script src="https://HOST/embed.js" async></script>
// on any page, then <elephant-board game="..." fen="..." mode="..."> anywhere
// on it. This loads the site's board loader, elephant.js, from the folder
// this file came from; elephant.js then takes every asset from there too
// (the site serves them to any origin).
(() => {
  'use strict';
  if (window.Elephant || document.querySelector('script[data-elephant-loader]')) return;
  const me = document.currentScript;
  const s = document.createElement('script');
  s.src = new URL('elephant.js', (me && me.src) || location.href).href;
  s.async = true;
  s.setAttribute('data-elephant-loader', '');
  (document.head || document.documentElement).appendChild(s);
})();
