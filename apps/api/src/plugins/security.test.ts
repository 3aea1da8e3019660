import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { inlineScriptHashes } from './security.ts';

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

  it("allows the built page's inline script by its hash, and no other inline script", async () => {
    const inline = "document.documentElement.setAttribute('data-x', '1');";
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-csp-test-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      `<!doctype html><head><script>${inline}</script><style>p{}</style>` +
        '<script type="module" src="/start.js"></script></head><body></body>',
    );
    const t = await createTestApp({ WEB_DIST_DIR: distDir });
    try {
      // Every answer carries the policy, the page's (web.test.ts serves it) as the API's.
      const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
      const scriptSrc = answer.headers['content-security-policy']!.split(';').find((directive) =>
        directive.startsWith('script-src'),
      );
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}' https://www.googletagmanager.com`);
    } finally {
      await t.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('hashes only inline scripts, not ones loaded from a file', () => {
    expect(
      inlineScriptHashes('<script src="/a.js"></script><script type="module">x</script>'),
    ).toEqual([]);
    expect(inlineScriptHashes('<script>a</script><p><script>b</script>')).toHaveLength(2);
  });
});
