// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoredLink } from './stored-link.tsx';
import { renderAtUrl, resetPagesAtUrl } from '../test/page-at-url.tsx';

resetPagesAtUrl();

// Without an i18next instance the texts are their keys: «newTab» is the hidden «(se abre en una
// pestaña nueva)».

describe('StoredLink', () => {
  it('opens an outside address in a new tab and says so in its name', () => {
    renderAtUrl('/', <StoredLink link="https://www.sepe.es/ayudas">Más información</StoredLink>);
    const link = screen.getByRole('link', {
      name: 'Más información newTab',
    });
    expect(link.getAttribute('href')).toBe('https://www.sepe.es/ayudas');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps a portal address in the same tab, named by its text alone', () => {
    renderAtUrl('/', <StoredLink link="/eventos/12">Más información</StoredLink>);
    const link = screen.getByRole('link', { name: 'Más información' });
    expect(link.getAttribute('href')).toBe('/eventos/12');
    expect(link.getAttribute('target')).toBeNull();
  });
});
