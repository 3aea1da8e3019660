import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './route-guard.tsx';

describe('path restored after login', () => {
  it('restores same-site paths with their query', () => {
    expect(safeReturnPath('/ofertas-empleo?filter=intermediacion')).toBe(
      '/ofertas-empleo?filter=intermediacion',
    );
  });

  it('falls back to / for nothing, other sites and the login pages', () => {
    for (const path of [
      null,
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/login',
      '/logout',
    ]) {
      expect(safeReturnPath(path)).toBe('/');
    }
  });
});
