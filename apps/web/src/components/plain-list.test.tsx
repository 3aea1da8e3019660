// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainList } from './plain-list.tsx';
import { renderAtUrl, resetPagesAtUrl } from '../test/page-at-url.tsx';

resetPagesAtUrl();

describe('PlainList', () => {
  it('is a list of its items to assistive technology, without bullets or indent', () => {
    renderAtUrl(
      '/',
      <PlainList gap="sm" aria-label="Comunicaciones" data-testid="communication-list">
        <li>Primera</li>
        <li>Segunda</li>
      </PlainList>,
    );
    const list = screen.getByRole('list', { name: 'Comunicaciones' });
    expect(list.tagName).toBe('UL');
    expect(list.getAttribute('role')).toBe('list');
    expect(list.getAttribute('data-testid')).toBe('communication-list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Primera', 'Segunda']);
    expect(list.style.listStyle).toBe('none');
  });
});
