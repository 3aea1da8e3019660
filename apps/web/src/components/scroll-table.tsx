import { Table } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table wider than its column scrolls in its own box, not the page. While it has something to
 * scroll the box is in the tab order, so a keyboard can scroll a table that holds nothing
 * focusable, and it is a region named after its table that says it scrolls (what a screen reader
 * announces on reaching it); a table that fits adds no tab stop and no region.
 */
export function ScrollTable({ minWidth, children }: { minWidth?: number; children: ReactNode }) {
  const { t } = useTranslation('common');
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = viewport.current;
    if (box === null || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const update = () => {
      if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1) {
        const table = box.querySelector('table');
        const name =
          table?.getAttribute('aria-label') ?? table?.querySelector('caption')?.textContent ?? '';
        box.setAttribute('tabindex', '0');
        box.setAttribute('role', 'region');
        box.setAttribute(
          'aria-label',
          name === '' ? t('scrollTable.unnamed') : t('scrollTable.named', { table: name }),
        );
      } else {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild !== null) {
      observer.observe(box.firstElementChild);
    }
    update();
    return () => {
      observer.disconnect();
    };
    // Again in another language: the name is the reader's.
  }, [t]);
  return minWidth === undefined ? (
    <div ref={viewport} className="list-table-scroll">
      {children}
    </div>
  ) : (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportRef: viewport }}>
      {children}
    </Table.ScrollContainer>
  );
}
