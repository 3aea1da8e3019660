/* global document, requestAnimationFrame */
// Starts the app once the browser has painted the page's first frame («Cargando…», boot.css).
// index.html fetches the app's scripts at once (modulepreload, vite.config.ts
// `paintBeforeScripts`) but runs them from here: otherwise, when they arrive before the first
// frame (cached from an earlier visit, or a fast connection), running them (about a second on a
// slow phone) comes before that frame and the page stays blank meanwhile. A hidden tab, which
// paints no frames, starts at once. Kept as a file because the CSP forbids inline scripts.
(function () {
  var links = document.querySelectorAll('link[data-app-script]');
  function start() {
    links.forEach(function (link) {
      // A script that cannot be fetched leaves «Cargando…», as a failed module script did.
      import(link.href).catch(function () {
        return undefined;
      });
    });
  }
  if (document.visibilityState === 'hidden') {
    start();
  } else {
    // The callback runs just before the first frame is painted; the timeout, just after it.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
