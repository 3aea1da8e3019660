// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test/match-media.ts';
import { stubResizeObserver } from '../test/resize-observer.ts';
import { ScrollTable } from './scroll-table.tsx';

/** jsdom lays nothing out: the box's widths are given here, and resizes are told by hand. */
let resized: (() => void)[] = [];

beforeAll(() => {
  stubMatchMedia();
});
beforeEach(() => {
  resized = [];
  stubResizeObserver((callback) => {
    resized.push(callback);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function widths(box: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
}

function renderTable(minWidth?: number, label?: string) {
  render(
    <MantineProvider>
      <ScrollTable {...(minWidth === undefined ? {} : { minWidth })}>
        <table aria-label={label}>
          <tbody>
            <tr>
              <td>Una fila</td>
            </tr>
          </tbody>
        </table>
      </ScrollTable>
    </MantineProvider>,
  );
  // The box that scrolls: Mantine's scroll area viewport when the table has a least width.
  const box = screen
    .getByRole('table')
    .closest<HTMLElement>(minWidth === undefined ? 'div' : '.mantine-ScrollArea-viewport');
  if (box === null) {
    throw new Error('no box around the table');
  }
  return box;
}

describe('a table in its own scrolling box', () => {
  it('is in the tab order only while it has something to scroll', () => {
    const box = renderTable();
    expect(box.getAttribute('tabindex')).toBeNull();
    widths(box, 600, 320);
    act(() => {
      resized.forEach((callback) => {
        callback();
      });
    });
    expect(box.getAttribute('tabindex')).toBe('0');
    // A screen reader reaching the box is told what it is: a region that scrolls.
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('aria-label')).toBe('scrollTable.unnamed');
    widths(box, 320, 320);
    act(() => {
      resized.forEach((callback) => {
        callback();
      });
    });
    expect(box.getAttribute('tabindex')).toBeNull();
    expect(box.getAttribute('role')).toBeNull();
  });

  it('does the same inside Mantine’s scroll container when the table has a least width', () => {
    const box = renderTable(700);
    widths(box, 700, 320);
    act(() => {
      resized.forEach((callback) => {
        callback();
      });
    });
    expect(box.getAttribute('tabindex')).toBe('0');
  });

  it('names the scrolling region after its table', () => {
    const box = renderTable(undefined, 'Candidaturas');
    widths(box, 600, 320);
    act(() => {
      resized.forEach((callback) => {
        callback();
      });
    });
    // Without an i18next instance a text is its key: the named form, not the generic one.
    expect(screen.getByRole('region').getAttribute('aria-label')).toBe('scrollTable.named');
  });
});
