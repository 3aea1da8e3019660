// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferSearchBox, SEARCH_DEBOUNCE_MS } from './offer-search-box.tsx';
import { stubMatchMedia } from '../../../test/match-media.ts';

beforeAll(() => {
  stubMatchMedia();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBox(value: string, onSearch: (text: string) => void) {
  return render(
    <MantineProvider>
      <OfferSearchBox value={value} onSearch={onSearch} searching={false} />
    </MantineProvider>,
  );
}

const box = () => screen.getByRole('searchbox');

describe('OfferSearchBox', () => {
  it('searches 300 ms after the last key, once', () => {
    const onSearch = vi.fn();
    renderBox('', onSearch);
    fireEvent.change(box(), { target: { value: 'des' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    });
    fireEvent.change(box(), { target: { value: 'desarrollo ' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('desarrollo');
  });

  it('sends at once on Enter and not again when the timer ends', () => {
    const onSearch = vi.fn();
    renderBox('', onSearch);
    fireEvent.change(box(), { target: { value: 'química' } });
    fireEvent.submit(box());
    expect(onSearch).toHaveBeenCalledWith('química');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('follows the URL when it changes from outside (back button) without searching', () => {
    const onSearch = vi.fn();
    const { rerender } = renderBox('datos', onSearch);
    expect(box()).toHaveProperty('value', 'datos');
    rerender(
      <MantineProvider>
        <OfferSearchBox value="" onSearch={onSearch} searching={false} />
      </MantineProvider>,
    );
    expect(box()).toHaveProperty('value', '');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(onSearch).not.toHaveBeenCalled();
  });
});
