import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { statusCodes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../version.ts';

const codeTable = Object.values(statusCodes)
  .map((entry) => `| ${String(entry.code)} | ${String(entry.httpStatus)} | ${entry.es.titulo} |`)
  .join('\n');

const description = `API of the Portal de Empleo. Every response is the envelope
\`{ "status": number, "datos": any, "mensaje": string | null }\`; \`status\` 0 is success.

Authentication: \`Authorization: Bearer <JWT>\` from a login call.

HTTP status mapping: 400 invalid input (\`datos.errores: [{campo, codigo, mensaje}]\`),
401 no/expired/invalid token (code 2) or wrong credentials (code 3), 403 wrong role or brand
permission, 404 unknown resource, 409 conflicts, 413 body too large, 422 business rules,
428 privacy text not yet accepted, 429 too many attempts, 500 unexpected.

| status | HTTP | meaning |
|---|---|---|
${codeTable}
`;

/** OpenAPI generated from the contract schemas; browsable at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal de Empleo API', version: appVersion, description },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });
});
