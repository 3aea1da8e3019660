import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearBanner,
  clearBannerOnRouteChange,
  getErrorState,
  showCustomError,
  showStatus,
} from './error-store.ts';

describe('error store', () => {
  beforeEach(() => {
    clearBanner();
  });

  it('clears errors on route change', () => {
    showStatus(500);
    clearBannerOnRouteChange();
    expect(getErrorState().banner).toBeNull();
  });

  it('keeps code 2 across route changes and does not let other errors replace it', () => {
    showStatus(2);
    clearBannerOnRouteChange();
    showStatus(500);
    showStatus(3, 'x');
    expect(getErrorState().banner).toMatchObject({ kind: 'code', code: 2 });
    clearBanner();
    expect(getErrorState().banner).toBeNull();
  });

  it('holds custom errors', () => {
    showCustomError('Título', 'Mensaje');
    expect(getErrorState().banner).toEqual({ kind: 'custom', title: 'Título', message: 'Mensaje' });
  });
});
