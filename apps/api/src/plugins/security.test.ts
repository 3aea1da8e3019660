import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

describe('security headers', () => {
  it('sends HSTS only over HTTPS from a trusted proxy, and one consistent framing policy', async () => {
    const t = await createTestApp({ TRUST_PROXY: '127.0.0.1/32' });
    try {
      const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(plain.headers['x-frame-options']).toBe('DENY');
      expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(plain.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(plain.headers['x-permitted-cross-domain-policies']).toBe('none');
      // Errors carry them too.
      const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
      expect(missing.headers['x-content-type-options']).toBe('nosniff');
      expect(missing.headers['content-security-policy']).toContain("object-src 'none'");
      const https = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await t.close();
    }
  });

  it('does not believe X-Forwarded-Proto from an untrusted client', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
