import { useEffect, useRef, type RefObject } from 'react';

const control = 'button:not([disabled]), a[href], input:not([disabled])';

/**
 * After `key` changes (an action replaced the button that had the focus: applied, enrolled,
 * answers sent), a focus that fell to the page's body or main region goes to `target`, so a keyboard user goes
 * on from where they acted: to `target` itself when it can take the focus (a heading or message
 * with tabIndex -1), otherwise to its first control. A focus that something else took (a dialog,
 * a message) stays where it is.
 */
export function useFocusAfterChange(target: RefObject<HTMLElement | null>, key: unknown): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    const element = target.current;
    // Lost: on the body, or on the page's main region, where a click on a control that was
    // disabled while its call ran puts it.
    const lost = active === null || active === document.body || active.tagName === 'MAIN';
    if (element === null || !lost) {
      return;
    }
    const own = element.hasAttribute('tabindex') ? element : null;
    (own ?? element.querySelector<HTMLElement>(control) ?? element).focus();
  }, [key, target]);
}
