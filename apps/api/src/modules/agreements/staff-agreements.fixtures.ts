import { staffAgreementCalls as calls, type StaffAgreementList } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import { buildAgreements, sevenAgreements } from '../../test/fixture-agreements.ts';
import { buildNamedCompany } from '../../test/fixture-companies.ts';
import type { TestApp } from '../../test/test-app.ts';
import { renderSectionedPdf } from '../../lib/pdf/index.ts';

/** The staff agreement tests' calls, made as `staff` unless told otherwise. */
export function staffAgreementsClient(t: TestApp, staff: Record<string, string>) {
  const get = (url: string, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer's type is the caller's
  const datos = <T>(res: { json: () => unknown }): T => (res.json() as { datos: T }).datos;

  const detailUrl = (id: number) => calls.detail.path.replace(':id', String(id));
  const pdf = () =>
    renderSectionedPdf({
      titulo: 'Convenio firmado por la universidad',
      universidad: 'Universidad',
      referencia: 'C',
      creado: new Date(),
      secciones: [{ titulo: 'Firmas', lineas: [['Rector', 'Firmado']] }],
    });
  /**
   * «Astilleros del Norte» with seven agreements (two signed by the company, one in each other
   * state), its signed-in user, and the staff list of its agreements.
   */
  async function shipyardWithAgreements() {
    const { company: shipyard, user: companyUser } = await buildNamedCompany(
      t.ctx.db,
      'Astilleros del Norte',
    );
    await buildAgreements(
      t.ctx.db,
      { companyId: shipyard.id, user: companyUser },
      sevenAgreements(),
    );
    const company = await t.authHeader(companyUser.email, 'PrivadoEmpresa');
    const list = async (query = '') =>
      datos<StaffAgreementList>(
        await get(`${calls.list.path}?idEmpresa=${String(shipyard.id)}${query}`),
      );
    const idIn = async (estado: string) => {
      const found = (await list(`&estado=${estado}`)).convenios;
      const id = found[0]?.idConvenio;
      if (id === undefined) {
        throw new Error(`no agreement in ${estado}`);
      }
      return id;
    };
    const noticesFor = async (titulo: string) =>
      t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, companyUser.id), eq(notifications.titulo, titulo)));
    return { shipyard, companyUser, company, list, idIn, noticesFor };
  }

  return { get, post, datos, detailUrl, pdf, shipyardWithAgreements };
}
