/**
 * Google Analytics (gtag.js), loaded only after the analytics consent cookie is 'yes'
 *. The bootstrap runs from this module, not from an inline script (CSP).
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let loadedId: string | null = null;

export function isAnalyticsLoaded(): boolean {
  return loadedId !== null;
}

export function loadAnalytics(measurementId: string): void {
  if (loadedId !== null || !/^[A-Z0-9-]{4,40}$/i.test(measurementId)) {
    return;
  }
  loadedId = measurementId;
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, as in Google's own snippet.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.analytics = 'gtag';
  document.head.appendChild(script);
}
