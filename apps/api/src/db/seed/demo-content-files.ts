import { privacyAcceptances, users } from '../schema.ts';
import type { Db } from '../client.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';
import { dni, nss } from './ids.ts';

/**
 * Accounts of the specs that edit orientation and help, upload content images and files, and
 * download a candidate's documents from the back-office (issues 15 and 16):
 * - paginas.gestor@demo.es: a manager who edits orientation, help and the FAQ;
 * - archivos.gestor@demo.es: a manager who uploads guide, event, news and programme files;
 * - documentos.gestion@demo.es: a student whose uploaded CV the back-office spec downloads.
 */
export async function seedContentFileAccounts(tx: Db, passwordHash: string): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  const staff = await tx
    .insert(users)
    .values([
      {
        email: 'paginas.gestor@demo.es',
        passwordHash,
        role: 'gestor',
        staffRole: 'gestor',
        nombre: 'Rebeca',
        apellidos: 'Marín Gil',
      },
      {
        email: 'archivos.gestor@demo.es',
        passwordHash,
        role: 'gestor',
        staffRole: 'gestor',
        nombre: 'Jaime',
        apellidos: 'Ruiz Lara',
      },
    ])
    .returning({ id: users.id });
  await tx
    .insert(privacyAcceptances)
    .values(staff.map((s) => ({ userId: s.id, version: privacyVersion })));
  await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'documentos.gestion@demo.es', nombre: 'Paula', apellidos: 'Serrano Vega' },
    profile: {
      dni: dni(71234590),
      nss: nss(28, 71234590),
      telefono: '600888190',
      fechaNacimiento: '2001-05-20',
      conPracticas: true,
      conEmpleo: false,
    },
    studies: [{ idTitulacion: 36, enCurso: true, fechaInicio: '2021-09-15' }],
    languages: [[1, 6]],
    privacyVersion,
  });
}
