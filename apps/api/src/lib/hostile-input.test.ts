import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staffHeader } from '../test/company-fixtures.ts';
import { buildCandidate, buildCompany, buildStaff } from '../test/builders.ts';
import { createTestApp } from '../test/test-app.ts';

const t = await createTestApp();
const student = await buildCandidate(t.ctx.db);
const companyUser = (await buildCompany(t.ctx.db)).user;
const staffUser = await buildStaff(t.ctx.db, 'gestor');

interface Operation {
  method: string;
  path: string;
  bodyKeys: string[];
  queryKeys: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
}

const openapi = (
  await t.app.inject({ method: 'GET', url: '/api/docs/json' })
).json<OpenApiDocument>();
const operations: Operation[] = Object.entries(openapi.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    bodyKeys: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    queryKeys: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  })),
);

/** Values that broke operations before: NUL bytes, lone surrogates, ids past 2^31, negatives. */
const hostileScalar = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\uD800',
    'x\uDFFFy',
    2147483648,
    -1,
    -2147483649,
    99999999999,
    1e308,
    -0,
    '99999999999',
    '-5',
    '',
    ' ',
    'x'.repeat(5000),
    true,
    null,
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
);
const hostileValue = fc.oneof(
  { depthSize: 'small' },
  hostileScalar,
  fc.array(hostileScalar, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('id', 'a\u0000', 'nombre'), hostileScalar, {
    maxKeys: 2,
    noNullPrototype: true,
  }),
);

const urlValue = (value: unknown) =>
  encodeURIComponent(
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value),
  );

describe('hostile input never causes a 5xx', () => {
  it('is refused with 400 naming the field for NUL bytes, lone surrogates and ids past 2^31', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: 'a\u0000b@demo.es', ePassword: 'x', eAmbito: 'PrivadoAlumno' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().datos.errores[0]).toMatchObject({ campo: 'eUsuario', codigo: 'malformed' });
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: 'a@demo.es', ePassword: '\uD800', eAmbito: 'PrivadoAlumno' },
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().datos.errores[0].campo).toBe('ePassword');
    const headers = await t.authHeader(student.email);
    const id = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameCandidatura/99999999999',
      headers,
    });
    expect(id.statusCode).toBe(400);
    expect(id.json().datos.errores[0]).toMatchObject({ campo: 'id', codigo: 'out_of_range' });
  });

  it('answers every operation of the OpenAPI document, as every role and none, without a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const tokens: Record<string, string>[] = [
      {},
      await t.authHeader(student.email),
      await t.authHeader(companyUser.email, 'PrivadoEmpresa'),
      await staffHeader(t, staffUser.email),
    ];
    const failures: string[] = [];
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...tokens),
          fc.array(hostileValue, { minLength: 4, maxLength: 4 }),
          fc.dictionary(fc.constantFrom(...op.bodyKeys, 'extra'), hostileValue, {
            maxKeys: 6,
            noNullPrototype: true,
          }),
          async (headers, values, body) => {
            const url =
              op.path.replace(/\{[^}]+\}/g, () => urlValue(values[0])) +
              (op.queryKeys.length > 0
                ? `?${op.queryKeys.map((k, i) => `${k}=${urlValue(values[(i % 3) + 1])}`).join('&')}`
                : '');
            const res = await t.app.inject({
              method: op.method as 'GET',
              url,
              headers,
              ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: body }),
            });
            if (res.statusCode >= 500) {
              failures.push(
                `${op.method} ${url} → ${String(res.statusCode)} ${res.body.slice(0, 120)}`,
              );
            }
            return true;
          },
        ),
        { numRuns: 6, seed: 20261124 },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
