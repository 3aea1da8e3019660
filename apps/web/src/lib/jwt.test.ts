import { describe, expect, it } from 'vitest';
import { buildToken } from '../test/tokens.ts';
import { decodeToken, isTokenExpired } from './jwt.ts';

describe('session token', () => {
  it('reads the claims the web needs, including non-ASCII names', () => {
    const claims = decodeToken(buildToken({ role: 'empresa', idEmpresa: 7, given_name: 'Andrés' }));
    expect(claims).toMatchObject({ role: 'empresa', idEmpresa: 7, givenName: 'Andrés' });
  });

  it('rejects malformed tokens and tokens without role or expiry', () => {
    expect(decodeToken('nope')).toBeNull();
    expect(decodeToken('a.b.c')).toBeNull();
    const payload = btoa(JSON.stringify({ sub: '1' }));
    expect(decodeToken(`x.${payload}.y`)).toBeNull();
  });

  it('compares the expiry in seconds: expired only when exp is earlier than now', () => {
    const now = 1_800_000_000_500; // ms
    expect(isTokenExpired({ exp: 1_800_000_000 }, now)).toBe(false);
    expect(isTokenExpired({ exp: 1_799_999_999 }, now)).toBe(true);
    expect(isTokenExpired({ exp: 1_800_000_001 }, now)).toBe(false);
  });

  it('flags a token whose privacy text is not accepted', () => {
    const header = buildToken().split('.')[0] ?? '';
    const payload = btoa(JSON.stringify({ role: 'alumno', exp: 2_000_000_000, rgpd: 'pending' }));
    expect(decodeToken(`${header}.${payload}.s`)?.rgpdPending).toBe(true);
  });
});
