// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBrand } from '../../test/brand.ts';
import { renderAtUrl, resetPagesAtUrl } from '../../test/page-at-url.tsx';
import { BrandContext } from '../../lib/brand.ts';
import { AppFooter } from './app-footer.tsx';

resetPagesAtUrl();

describe('the footer', () => {
  it('leaves out a link or a text stored blank instead of drawing a link without a name', () => {
    const brand = buildBrand({
      footer: {
        enlaces: [
          {
            texto: { es: 'Política de cookies', en: 'Cookies policy' },
            enlace: '/politica-de-cookies',
            externo: false,
          },
          { texto: { es: '', en: '' }, enlace: '', externo: false },
          { texto: { es: 'Sin dirección', en: 'No address' }, enlace: ' ', externo: false },
        ],
        textos: [
          { es: 'Universidad de Demostración', en: 'Demo University' },
          { es: ' ', en: '' },
        ],
        version: '1.0.0',
      },
    });
    renderAtUrl(
      '/',
      <BrandContext.Provider value={brand}>
        <AppFooter />
      </BrandContext.Provider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Política de cookies']);
    expect(within(footer).getAllByRole('listitem')).toHaveLength(1);
    expect(footer.querySelectorAll('p')).toHaveLength(2);
  });
});
