import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The CSP's sources of an HTML page's inline scripts (`<script>` without attributes): their
 * SHA-256 hashes. The built index.html carries one, the script that applies the stored colour
 * scheme before the first paint (the web app's vite.config.ts, `inlineFirstPaintFiles`).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, content = '']) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`,
  );
}

/**
 * A strict CSP: no inline scripts but the ones named by their hashes (Mantine needs inline style
 * attributes); analytics (Google tag) loads only after consent, and its hosts are the only
 * external scripts.
 */
const contentSecurityPolicyWith = (scriptHashes: readonly string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, 'https://www.googletagmanager.com'].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');

/**
 * The headers every answer carries: the same set helmet sends (without COEP, which would block the
 * brand's images from other origins), written once instead of rebuilt per request — @fastify/helmet
 * parsed the CSP directives on every request, a tenth of a cached call's time.
 */
const securityHeadersWith = (scriptHashes: readonly string[]) => ({
  'content-security-policy': contentSecurityPolicyWith(scriptHashes),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  // Agrees with CSP frame-ancestors 'none'.
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** Security headers on every response, including errors and static files. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { inlineScriptHashes?: readonly string[] }) => {
    const securityHeaders = securityHeadersWith(opts.inlineScriptHashes ?? []);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeaders);
      // request.protocol reads X-Forwarded-Proto only from the proxies TRUST_PROXY lists; a
      // plain-HTTP dev server must not pin HTTPS.
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      done();
    });
  },
);
