import { describe, expect, it } from 'vitest';
import { bannerView, type BannerContext } from './banner-rules.ts';

const es: BannerContext = { language: 'es', onSurveyPage: false, acceptLabel: 'Aceptar' };
const en: BannerContext = { language: 'en', onSurveyPage: false, acceptLabel: 'OK' };
const survey: BannerContext = { ...es, onSurveyPage: true };

describe('error banner rules', () => {
  it('shows title and body of the catalogue by language', () => {
    expect(bannerView({ kind: 'code', code: 500 }, es)).toMatchObject({
      title: 'Servicio no disponible',
      closable: true,
      action: { kind: 'close', label: 'Aceptar' },
    });
    expect(bannerView({ kind: 'code', code: 500 }, en).title).toBe('Service unavailable');
  });

  it('shows a custom title and message with an Aceptar button that closes', () => {
    expect(bannerView({ kind: 'custom', title: 'Ojo', message: 'Algo pasó' }, es)).toEqual({
      title: 'Ojo',
      body: 'Algo pasó',
      category: 'medium',
      closable: true,
      action: { kind: 'close', label: 'Aceptar' },
      tone: 'error',
    });
  });

  it('has no close cross for important errors, whose button logs out', () => {
    const lost = bannerView({ kind: 'code', code: 2 }, es);
    expect(lost.closable).toBe(false);
    expect(lost.action).toEqual({ kind: 'logout', label: 'Iniciar sesión' });
    const blocked = bannerView({ kind: 'code', code: 90, serverMessage: 'Bloqueado por X' }, es);
    expect(blocked).toMatchObject({ closable: false, body: 'Bloqueado por X' });
    expect(blocked.action.kind).toBe('logout');
  });

  it('shows the server message for code 3 at login', () => {
    expect(
      bannerView({ kind: 'code', code: 3, serverMessage: 'Usuario o contraseña incorrectos' }, es),
    ).toMatchObject({
      title: 'Acceso denegado',
      body: 'Usuario o contraseña incorrectos',
      closable: true,
    });
  });

  it('navigates to the follow-up target, in a new tab for /mi-empresa', () => {
    expect(bannerView({ kind: 'code', code: 9 }, es).action).toMatchObject({
      kind: 'navigate',
      to: '/mi-empresa',
      blank: true,
    });
    expect(bannerView({ kind: 'code', code: 54 }, es).action).toMatchObject({
      kind: 'navigate',
      to: '/cv',
      blank: false,
    });
  });

  it('only allows closing on survey pages', () => {
    for (const code of [2, 9, 54, 90, 500]) {
      const view = bannerView({ kind: 'code', code }, survey);
      expect(view.closable, String(code)).toBe(true);
      expect(view.action, String(code)).toEqual({ kind: 'close', label: 'Aceptar' });
    }
  });

  it('shows success messages (e.g. 533 after an event enrolment) in the same banner', () => {
    expect(bannerView({ kind: 'code', code: 533 }, es)).toMatchObject({
      tone: 'success',
      closable: true,
    });
  });

  it('falls back to the generic error for unknown codes', () => {
    expect(bannerView({ kind: 'code', code: 9999 }, es).title).toBe('Se ha producido un error');
  });
});
