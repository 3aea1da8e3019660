/**
 * Whether the document is being left (a reload, a link to another site, the address bar): from
 * `beforeunload` until the user does something on the page again or it is shown again (back from
 * the back-forward cache). The browser cuts off the calls still out when it leaves the page; such
 * a call fails like a dropped connection, and must not be reported to the server as one (error
 * reports are for real failures). `pagehide` comes too late: Chromium cancels the calls when the
 * navigation starts. A link that turns out to be a download or a `mailto:` also fires
 * `beforeunload` and leaves the page where it was: until the user next clicks or types there, a
 * failing call is then not reported either (it still shows as a connection failure).
 */
let leaving = false;

function stay(): void {
  leaving = false;
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', stay);
  // The page was not left after all (a navigation the browser dropped): the user acts on it.
  window.addEventListener('pointerdown', stay, { capture: true });
  window.addEventListener('keydown', stay, { capture: true });
}

export function pageIsLeaving(): boolean {
  return leaving;
}
