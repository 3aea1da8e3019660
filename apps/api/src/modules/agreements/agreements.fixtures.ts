import type { AgreementCreated, AgreementRequestInput, Agreement } from '@portal/contracts';
import { agreementCalls } from '@portal/contracts';
import { expect } from 'vitest';
import { billingAccounts, companyContacts } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The agreement tests' calls, and a new signed-in company with the management contact and the
 * billing account an agreement request names.
 */
export function agreementsClient(t: TestApp) {
  async function company() {
    const built = await buildCompany(t.ctx.db);
    const [contact] = await t.ctx.db
      .insert(companyContacts)
      .values({
        companyId: built.company.id,
        nombre: 'Laura',
        apellidos: 'Gestión Pérez',
        dni: '12345678Z',
        puesto: 'Responsable de RR. HH.',
        email: 'laura@test.es',
        telefono1: '912345678',
        direccion: 'Calle Mayor 1',
        cp: '28013',
        localidad: 'Madrid',
      })
      .returning();
    const [account] = await t.ctx.db
      .insert(billingAccounts)
      .values({
        companyId: built.company.id,
        nombreFiscal: 'Empresa de Pruebas S.L.',
        cif: built.company.cif,
        domicilioFiscal: 'Calle Mayor 1',
        idPais: 1,
        idProvincia: 28,
        poblacion: 'Madrid',
        cp: '28013',
      })
      .returning();
    if (!contact || !account) {
      throw new Error('fixtures not built');
    }
    const headers = await t.authHeader(built.user.email, 'PrivadoEmpresa');
    return { ...built, contact, account, headers };
  }
  type Company = Awaited<ReturnType<typeof company>>;

  const request = (c: Company, overrides: Partial<AgreementRequestInput> = {}) => ({
    idContactoEmpresaGestion: c.contact.id,
    tramitacionManual: false,
    idCuentaFacturacion: c.account.id,
    datosFirmante: { nombre: 'Marta', apellidos: 'Directora Ruiz', cargo: 'Gerente', email: '' },
    sincaducidad: true,
    requierePedido: false,
    pedidoAnual: false,
    pagoDomiciliado: true,
    ibanDomiciliacion: 'ES91,2100,0418,45,0200051332',
    ...overrides,
  });

  const create = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: agreementCalls.create.path, payload, headers });
  const listOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: agreementCalls.list.path, headers })).json<{
      datos: Agreement[];
    }>().datos;
  const upload = (
    payload: { idConvenio: number; ficheroB64: string; extension_adjunto: string },
    headers: Record<string, string>,
  ) => t.app.inject({ method: 'POST', url: agreementCalls.uploadSigned.path, payload, headers });

  async function created(c: Company, overrides: Partial<AgreementRequestInput> = {}) {
    const res = await create(request(c, overrides), c.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ datos: AgreementCreated; mensaje: string }>();
  }
  return { company, request, create, listOf, upload, created };
}
