import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { internshipChangeRequests } from '../../modules/internship-requests/internship-requests.table.ts';
import { internships } from '../../modules/internships/internships.table.ts';
import { internshipFactories } from './companies-internships.ts';

/**
 * The factories of the back-office request specs (e2e/staff): the companies' internship requests
 * as the companies' specs build them, answered with the trade name the staff's lists search by.
 */

async function tradeName(db: Db, companyId: number) {
  const [row] = await db
    .select({ nombreComercial: companies.nombreComercial })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) {
    throw new Error(`company ${String(companyId)} not built`);
  }
  return row.nombreComercial;
}

export const staffAFactories = {
  /**
   * A company with three internships, Marta Soler Vidal's (titled `titulo`) with an extension
   * request pending the careers office.
   */
  async empresaConAmpliacion(db: Db, raw: unknown) {
    const input = z.object({ titulo: z.string().min(1) }).parse(raw);
    const company = await internshipFactories.empresaCambios(db);
    const [request] = await db
      .select({ internshipId: internshipChangeRequests.internshipId })
      .from(internshipChangeRequests)
      .where(eq(internshipChangeRequests.companyId, company.id));
    if (!request) {
      throw new Error('extension request not built');
    }
    await db
      .update(internships)
      .set({ titulo: input.titulo })
      .where(eq(internships.id, request.internshipId));
    return { ...company, nombreComercial: await tradeName(db, company.id), titulo: input.titulo };
  },

  /**
   * An education centre with requests in every state, Sara Medina Cortés's pending the careers
   * office.
   */
  async centroConSolicitudPendiente(db: Db) {
    const centre = await internshipFactories.centroConSolicitudes(db);
    return { ...centre, nombreComercial: await tradeName(db, centre.id) };
  },
};
