import { eq } from 'drizzle-orm';
import {
  programmeCompanyAdhesions,
  programmes,
} from '../../modules/programmes/programmes.table.ts';
import type { Db } from '../client.ts';
import { currentPrivacyVersion, insertDemoCompanyAccount } from './demo-builders.ts';
import { cif } from './ids.ts';

/**
 * Companies and practice programmes (Empresa/detallePrograma, solicitaAhesionPrograma):
 * - the demo company (empresa@demo.es) has joined «Programa Talento Europa» (accepted), so its
 *   internship offer form offers it, and can still ask to join «Prácticas de verano»;
 * - programas.empresa@demo.es, a validated company that has joined nothing, belongs to
 *   e2e/flows/company-programme.spec.ts (it asks to join and the careers office accepts).
 */
export async function seedCompanyProgrammes(
  tx: Db,
  passwordHash: string,
  demoCompanyId: number,
): Promise<void> {
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
  await insertDemoCompanyAccount(tx, passwordHash, {
    company: {
      cif: cif('B', '4612377'),
      nombreComercial: 'Cerámicas del Turia',
      razonSocial: 'Cerámicas del Turia S.L.',
      idSector: 15,
      idProvincia: 46,
      idLocalidad: 46250,
      direccion: 'Avenida del Puerto 21',
      cp: '46021',
      web: 'https://ceramicas-turia.example',
      descripcion: 'Diseño y fabricación de cerámica técnica.',
      validada: true,
      email: 'personas@ceramicas-turia.example',
      telefono: '963660000',
    },
    user: {
      email: 'programas.empresa@demo.es',
      nombre: 'Amparo',
      apellidos: 'Ribes Soler',
      cargo: 'Responsable de personas',
      telefono: '963661234',
    },
    privacyVersion: await currentPrivacyVersion(tx),
  });
}
