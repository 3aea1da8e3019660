import type { ManagementContactBodyInput, ManagementContactMap } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { companyContacts } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A complete management contact form. */
export const contact: ManagementContactBodyInput = {
  nombre: 'Ana',
  apellidos: 'Gil Pérez',
  dni: '12345678z',
  puesto: 'Responsable de RRHH',
  departamento: 'Personas',
  email: 'ana.gil@empresa.es',
  telefono1: '600 111 222',
  telefono2: '',
  direccion: 'Calle Sol 1',
  cp: '28001',
  localidad: 'Madrid',
  idLocalidad: 28079,
  provincia: 'Madrid',
  idPais: 1,
  tipoContacto: [7, 2],
  aniosForoEmpleo: [2024, 2023],
};

/** The company calls of the contacts tests, a new signed-in company, and a company's count. */
export function contactsClient(t: TestApp) {
  async function company() {
    const built = await buildCompany(t.ctx.db);
    return { ...built, headers: await t.authHeader(built.user.email, 'PrivadoEmpresa') };
  }
  const post = (path: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/Empresa/${path}`, payload, headers });
  const listOf = async (headers: Record<string, string>) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/Empresa/dameContactosConveniosEmpresa',
        headers,
      })
    ).json<{ datos: ManagementContactMap }>().datos;
  const contactCount = async (companyId: number) =>
    (
      await t.ctx.db
        .select({ n: count() })
        .from(companyContacts)
        .where(eq(companyContacts.companyId, companyId))
    )[0]?.n ?? 0;
  return { company, post, listOf, contactCount };
}
