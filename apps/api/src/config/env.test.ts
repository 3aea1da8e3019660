import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
      JWT_TTL_SECONDS: 28800,
    });
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    try {
      parseEnv({
        PORT: 'ochenta',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      for (const key of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL']) {
        expect(message).toContain(key);
      }
    }
  });

  it('accepts a PostgreSQL URL and an empty optional value', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', SMTP_URL: '' });
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(env.SMTP_URL).toBeUndefined();
  });
});
