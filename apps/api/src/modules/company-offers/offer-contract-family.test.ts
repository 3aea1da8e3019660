import type { FieldError } from '@portal/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import { validOfferForm } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const { user } = await buildCompany(t.ctx.db);
const headers = await t.authHeader(user.email, 'PrivadoEmpresa');

const offerCount = async () => (await t.ctx.db.select({ n: count() }).from(offers))[0]?.n ?? 0;

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/Empresa/addOferta', payload, headers });

/** Posts an invalid form and returns its field errors by field (asserting nothing was written). */
async function errorsOf(payload: object): Promise<Record<string, FieldError>> {
  const before = await offerCount();
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(await offerCount()).toBe(before);
  const errores = res.json<{ datos: { errores: FieldError[] } }>().datos.errores;
  return Object.fromEntries(errores.map((e) => [e.campo, e]));
}

const with_ = (familia: 'practicas' | 'practicastitulados' | 'empleo', patch: object) => ({
  ...validOfferForm(familia),
  ...patch,
});

describe('addOferta and the contract types of each family', () => {
  it('refuses a contract type that does not fit the family and writes nothing', async () => {
    // 1 Indefinido, 5 Formativo para la práctica profesional, 9 Beca / prácticas no laborales.
    for (const [familia, idTipoContrato] of [
      ['practicas', 1],
      ['practicas', 5],
      ['practicastitulados', 1],
      ['empleo', 9],
    ] as const) {
      const errors = await errorsOf(with_(familia, { idTipoContrato }));
      expect(errors.idTipoContrato, `${familia} ${String(idTipoContrato)}`).toEqual({
        campo: 'idTipoContrato',
        codigo: 'contract_not_for_family',
        mensaje: 'El tipo de contrato no corresponde a este tipo de oferta',
      });
    }
    for (const [familia, idTipoContrato] of [
      ['practicas', 9],
      ['practicastitulados', 5],
      ['empleo', 1],
    ] as const) {
      const res = await post(with_(familia, { idTipoContrato }));
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
