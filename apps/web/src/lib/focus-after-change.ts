import { useEffect, useRef, type RefObject } from 'react';

const control = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  'select:not([disabled])',
  '[contenteditable="true"]',
].join(', ');

/**
 * The first control a keyboard user would reach: not one kept out of the tab order or hidden
 * from screen readers (a tag's remove button), not a read-only field.
 */
const firstControlIn = (scope: HTMLElement): HTMLElement | undefined =>
  [...scope.querySelectorAll<HTMLElement>(control)].find(
    (element) =>
      (element.tabIndex >= 0 || element.isContentEditable) &&
      element.closest('[aria-hidden="true"]') === null,
  );

/**
 * Whether the focus was lost: on the body, or on the page's main region, where a click on a
 * control that was disabled while its call ran puts it.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.tagName === 'MAIN';
}

/** About two seconds at 60 frames a second: longer than any dialog's exit transition. */
const MAX_FRAMES = 120;

/**
 * Once a closing dialog has let the focus go (its exit transition ended and it unmounted), gives
 * it to `target` if it fell to the page; a focus that something else took stays there. Returns
 * the function that stops waiting (an effect's cleanup).
 */
export function focusWhenDialogLetsGo(target: HTMLElement): () => void {
  let frames = 0;
  let frame = 0;
  const watch = () => {
    if (!target.isConnected) {
      return;
    }
    if (focusIsLost()) {
      target.focus();
      return;
    }
    if (document.activeElement?.closest('[role="dialog"]') && frames < MAX_FRAMES) {
      frames += 1;
      frame = requestAnimationFrame(watch);
    }
  };
  frame = requestAnimationFrame(watch);
  return () => {
    cancelAnimationFrame(frame);
  };
}

/**
 * After `key` changes (an action replaced the button that had the focus: applied, enrolled,
 * answers sent), a focus that fell to the page's body or main region goes to `target`, so a keyboard user goes
 * on from where they acted: to `target` itself when it can take the focus (a heading or message
 * with tabIndex -1), otherwise to its first control (the first of its part marked
 * `data-focus-first`, when it has one). A focus that something else took (a dialog,
 * a message) stays where it is.
 */
export function useFocusAfterChange(target: RefObject<HTMLElement | null>, key: unknown): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusIfLost(target.current);
  }, [key, target]);
}

/**
 * A ref for the element that holds a view and the form that replaces it (an 'Editar' button and
 * its form): when `key` changes, the focus goes to the form's first field, then back to the
 * button.
 */
export function useFocusArea<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const area = useRef<T>(null);
  useFocusAfterChange(area, key);
  return area;
}

/**
 * The same when `target` first shows, and again whenever `key` changes: a part that replaces,
 * once loaded, the form whose button had the focus (the company choice after the sign-in's
 * credentials), or the notice of what a button just did while it was disabled.
 */
export function useFocusWhenShown(target: RefObject<HTMLElement | null>, key?: unknown): void {
  useEffect(() => {
    focusIfLost(target.current);
  }, [target, key]);
}

function focusIfLost(element: HTMLElement | null): void {
  if (element === null || !focusIsLost()) {
    return;
  }
  const own = element.hasAttribute('tabindex') ? element : null;
  // A part marked `data-focus-first` (a form after other controls) is where the user goes on.
  const scope = element.querySelector<HTMLElement>('[data-focus-first]') ?? element;
  (own ?? firstControlIn(scope) ?? element).focus();
}
