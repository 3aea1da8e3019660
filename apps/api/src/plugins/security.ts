import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response: a strict CSP (no inline scripts; Mantine needs inline
 * style attributes), nosniff, no framing, a conservative referrer policy.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Analytics (Google tag) loads only after consent; its hosts are the only external scripts.
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          'https://www.googletagmanager.com',
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Agrees with CSP frame-ancestors 'none' (helmet's default SAMEORIGIN contradicted it).
    frameguard: { action: 'deny' },
    // Set below, only on answers that went over HTTPS (a plain-HTTP dev server must not pin it).
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // request.protocol reads X-Forwarded-Proto only from the proxies TRUST_PROXY lists.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
});
