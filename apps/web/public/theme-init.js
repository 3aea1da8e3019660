/* global window, document */
// Runs before the first paint: applies the stored colour scheme and language so that a reload in
// dark mode or in English does not flash. The build writes it into index.html (vite.config.ts,
// `inlineFirstPaintFiles`; the CSP allows it by its hash); the dev server loads it as a file.
(function () {
  var root = document.documentElement;
  try {
    var scheme = window.localStorage.getItem('mantine-color-scheme-value');
    if (scheme === 'auto' || !scheme) {
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.setAttribute('data-mantine-color-scheme', scheme === 'dark' ? 'dark' : 'light');
    var lang = window.localStorage.getItem('lang');
    root.setAttribute('lang', lang === 'en' ? 'en' : 'es');
  } catch {
    root.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
