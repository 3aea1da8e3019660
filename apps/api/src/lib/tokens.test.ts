import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.ts';

const subject = {
  userId: 7,
  email: 'ana@demo.es',
  nombre: 'Ana',
  apellidos: 'Prueba',
  role: 'alumno' as const,
  sessionVersion: 2,
};

describe('TokenService.verify', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the claims of a token it signed, again on a second call', async () => {
    const tokens = new TokenService('s'.repeat(32), 3600);
    const token = await tokens.sign(subject);
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ sub: '7', unique_name: 'ana@demo.es', role: 'alumno', sv: 2 });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a tampered token, one of another key, and a known token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const tokens = new TokenService('s'.repeat(32), 60);
    const token = await tokens.sign(subject);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const tampered = `${header ?? ''}.${Buffer.from(JSON.stringify({ ...forged, role: 'gestor' })).toString('base64url')}.${signature ?? ''}`;
    expect(await tokens.verify(tampered)).toBeNull();
    expect(await new TokenService('o'.repeat(32), 60).verify(token)).toBeNull();

    vi.setSystemTime(new Date('2026-11-26T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });
});
