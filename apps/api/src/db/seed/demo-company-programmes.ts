import { eq } from 'drizzle-orm';
import {
  programmeCompanyAdhesions,
  programmes,
} from '../../modules/programmes/programmes.table.ts';
import type { Db } from '../client.ts';

/**
 * Companies and practice programmes (Empresa/detallePrograma, solicitaAhesionPrograma):
 * - the demo company (empresa@demo.es) has joined «Programa Talento Europa» (accepted), so its
 *   internship offer form offers it, and can still ask to join «Prácticas de verano».
 */
export async function seedCompanyProgrammes(tx: Db, demoCompanyId: number): Promise<void> {
  const [europa] = await tx
    .select({ id: programmes.id })
    .from(programmes)
    .where(eq(programmes.slug, 'programa-talento-europa'));
  if (europa) {
    await tx.insert(programmeCompanyAdhesions).values({
      programmeId: europa.id,
      companyId: demoCompanyId,
      estado: 'aceptada',
      decididaAt: new Date(),
    });
  }
}
