import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './title-count.ts';

describe('document title', () => {
  it('shows the unread count in parentheses before the heading', () => {
    expect(formatDocumentTitle('Inicio', 'Portal de Empleo', 3)).toBe(
      '(3) Inicio · Portal de Empleo',
    );
    expect(formatDocumentTitle('Inicio', 'Portal de Empleo', 0)).toBe('Inicio · Portal de Empleo');
  });
});
