import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordAt, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it("stores argon2id at OWASP's cost (19 MiB, two passes) and accepts only the right password", async () => {
    const stored = await hashPassword('Segura1234');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Segura1234')).toBe(true);
    expect(await verifyPassword(stored, 'segura1234')).toBe(false);
  });

  it('checks a hash at the cost the hash records', async () => {
    const light = await hashPasswordAt('Segura1234', { memoryCost: 8, timeCost: 1 });
    expect(light).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(light, 'Segura1234')).toBe(true);
    expect(await verifyPassword(light, 'Segura12345')).toBe(false);
  });

  it('refuses a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Segura1234')).toBe(false);
  });
});
