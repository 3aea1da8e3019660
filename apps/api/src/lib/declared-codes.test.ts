import { Codes, defineCall } from '@portal/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopePlugin } from '../plugins/envelope.ts';
import { AppError } from './app-error.ts';
import { answerableCodes, registerRoutes, route } from './calls.ts';

const refuses = defineCall({
  method: 'POST',
  path: '/api/Prueba/rechaza',
  auth: 'public',
  summary: 'Refuses with the code asked for',
  tags: ['prueba'],
  body: z.object({ codigo: z.number().int() }),
  response: z.null(),
  codes: [Codes.ALREADY_APPLIED],
});

async function appWith(strictCodes: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(envelopePlugin, { strictCodes });
  registerRoutes(app, [
    route(refuses, (request) =>
      Promise.reject(new AppError(request.body.codigo as typeof Codes.ALREADY_APPLIED)),
    ),
  ]);
  return app;
}

const refusal = async (app: Awaited<ReturnType<typeof appWith>>, codigo: number) => {
  const res = await app.inject({ method: 'POST', url: refuses.path, payload: { codigo } });
  return { http: res.statusCode, status: res.json<{ status: number }>().status };
};

describe('status codes a call does not declare', () => {
  it('are answered as a server error where answers are checked, and pass as they are in production', async () => {
    const checked = await appWith(true);
    expect(await refusal(checked, Codes.ALREADY_APPLIED)).toEqual({ http: 409, status: 10 });
    expect(await refusal(checked, Codes.TOO_MANY_ACTIVE_APPLICATIONS)).toEqual({
      http: 500,
      status: Codes.SERVICE_UNAVAILABLE,
    });
    const production = await appWith(false);
    expect(await refusal(production, Codes.TOO_MANY_ACTIVE_APPLICATIONS)).toEqual({
      http: 409,
      status: 103,
    });
  });

  it('include the session refusals of every call that needs a session, and no others', () => {
    const signedIn = answerableCodes({ ...refuses, auth: 'alumno' });
    for (const code of [2, 403, 428, 90, 32]) {
      expect(signedIn.has(code)).toBe(true);
      expect(answerableCodes(refuses).has(code)).toBe(false);
    }
    expect(answerableCodes(refuses).has(Codes.INTEGRATION_TOKEN_REFUSED)).toBe(false);
    expect(
      answerableCodes({ ...refuses, allowIntegrationToken: true }).has(
        Codes.INTEGRATION_TOKEN_REFUSED,
      ),
    ).toBe(true);
  });
});
