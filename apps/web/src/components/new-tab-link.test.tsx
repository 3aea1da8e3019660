// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewTabLink } from './new-tab-link.tsx';
import { renderAtUrl, resetPagesAtUrl } from '../test/page-at-url.tsx';

resetPagesAtUrl();

// Without an i18next instance the texts are their keys: «newTab» is the hidden «(se abre en una
// pestaña nueva)».

describe('NewTabLink', () => {
  it('opens a new tab without a handle on the portal and says so after its text', () => {
    renderAtUrl(
      '/',
      <NewTabLink href="https://empresa.example/empleo">empresa.example</NewTabLink>,
    );
    const link = screen.getByRole('link', {
      name: 'empresa.example newTab',
    });
    expect(link.getAttribute('href')).toBe('https://empresa.example/empleo');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says so after a fuller label, which keeps the visible text', () => {
    renderAtUrl(
      '/',
      <NewTabLink href="https://firma.example/doc/7" aria-label="Firmar «Anexo I»">
        Firmar
      </NewTabLink>,
    );
    const link = screen.getByRole('link', {
      name: 'Firmar «Anexo I» newTab',
    });
    expect(link.textContent).toBe('Firmar');
  });
});
