import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './document-title.ts';

const brandName = 'Portal de Empleo';

describe('document title', () => {
  it('shows the unread count in parentheses before the heading', () => {
    expect(
      formatDocumentTitle({ heading: 'Inicio', subject: null, brandName, unreadCount: 3 }),
    ).toBe('(3) Inicio · Portal de Empleo');
    expect(
      formatDocumentTitle({ heading: 'Inicio', subject: null, brandName, unreadCount: 0 }),
    ).toBe('Inicio · Portal de Empleo');
  });

  it('names the page subject before the heading, once when they are the same', () => {
    expect(
      formatDocumentTitle({ heading: 'Evento', subject: 'Feria', brandName, unreadCount: 0 }),
    ).toBe('Feria · Evento · Portal de Empleo');
    expect(
      formatDocumentTitle({ heading: 'Feria', subject: 'Feria', brandName, unreadCount: 1 }),
    ).toBe('(1) Feria · Portal de Empleo');
  });

  it('falls back to the portal name alone when the page has no heading yet', () => {
    expect(formatDocumentTitle({ heading: '', subject: null, brandName, unreadCount: 0 })).toBe(
      'Portal de Empleo',
    );
    expect(formatDocumentTitle({ heading: '', subject: 'Feria', brandName, unreadCount: 0 })).toBe(
      'Feria · Portal de Empleo',
    );
  });
});
