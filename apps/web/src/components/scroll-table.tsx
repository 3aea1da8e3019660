import { Table } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A table wider than its column scrolls in its own box, not the page. While it has something to
 * scroll the box is in the tab order, so a keyboard can scroll a table that holds nothing
 * focusable; a table that fits adds no tab stop.
 */
export function ScrollTable({ minWidth, children }: { minWidth?: number; children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = viewport.current;
    if (box === null || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const update = () => {
      if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1) {
        box.setAttribute('tabindex', '0');
      } else {
        box.removeAttribute('tabindex');
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
  }, []);
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
