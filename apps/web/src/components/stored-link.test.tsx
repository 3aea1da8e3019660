// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoredLink } from './stored-link.tsx';
import { renderAtUrl, resetPagesAtUrl } from '../test/page-at-url.tsx';

resetPagesAtUrl();

describe('StoredLink', () => {
  it('opens an outside address in a new tab and says so in its name', () => {
    renderAtUrl(
      '/',
      <StoredLink link="https://www.sepe.es/ayudas" newTab="(se abre en una pestaña nueva)">
        Más información
      </StoredLink>,
    );
    const link = screen.getByRole('link', {
      name: 'Más información (se abre en una pestaña nueva)',
    });
    expect(link.getAttribute('href')).toBe('https://www.sepe.es/ayudas');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps a portal address in the same tab, named by its text alone', () => {
    renderAtUrl(
      '/',
      <StoredLink link="/eventos/12" newTab="(se abre en una pestaña nueva)">
        Más información
      </StoredLink>,
    );
    const link = screen.getByRole('link', { name: 'Más información' });
    expect(link.getAttribute('href')).toBe('/eventos/12');
    expect(link.getAttribute('target')).toBeNull();
  });
});
