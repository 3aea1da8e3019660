import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { addOfferClient } from './add-offer.fixtures.ts';

const t = await createTestApp();
const { user } = await buildCompany(t.ctx.db);
const headers = await t.authHeader(user.email, 'PrivadoEmpresa');

const { post, errorsOf, with_ } = addOfferClient(t, headers);

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
