import { and, eq } from 'drizzle-orm';
import { accountDeletionRequests } from '../../modules/account-deletion/account-deletion.table.ts';
import { surveys } from '../../modules/surveys/surveys.table.ts';
import { users } from '../../modules/users/users.table.ts';
import type { Db } from '../client.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';
import { dni, isoDay, nss } from './ids.ts';

/**
 * Rows the back-office list filters spec (e2e/staff/list-filters.spec.ts) searches, filters and
 * exports; no spec changes them:
 * - «Encuesta de satisfacción con la Feria de Empleo», a draft survey (no questions yet);
 * - antigua.gestora@demo.es (Rosa Ibáñez Mora), a deactivated manager;
 * - baja.listado@demo.es (Tomás Ruiz Cabello), a pending deletion request, and
 *   baja.denegada@demo.es (Elvira Santos Mena), a rejected one with its reason.
 */
export async function seedListFilterRows(tx: Db, passwordHash: string, now: Date): Promise<void> {
  await tx.insert(surveys).values({
    slug: 'satisfaccion-feria-empleo',
    titulo: 'Encuesta de satisfacción con la Feria de Empleo',
    descripcion: 'Opinión de estudiantes y empresas sobre la Feria de Empleo.',
    estado: 'borrador',
    fechaInicio: isoDay(now, 30),
    fechaFin: isoDay(now, 60),
  });

  await tx.insert(users).values({
    email: 'antigua.gestora@demo.es',
    passwordHash,
    role: 'gestor',
    staffRole: 'gestor',
    estado: 'baja',
    nombre: 'Rosa',
    apellidos: 'Ibáñez Mora',
  });

  const privacyVersion = await currentPrivacyVersion(tx);
  const candidate = (email: string, nombre: string, apellidos: string, n: number) =>
    insertDemoCandidate(tx, passwordHash, {
      user: { email, nombre, apellidos },
      profile: {
        dni: dni(n),
        nss: nss(28, n),
        telefono: `6${String(n).slice(-8)}`,
        fechaNacimiento: '2001-02-11',
        conPracticas: true,
        conEmpleo: true,
        presentacion: `Soy ${nombre} ${apellidos}.`,
      },
      studies: [
        {
          idTitulacion: 36,
          enCurso: false,
          creditosSuperados: '240',
          notaMedia: '7.10',
          fechaInicio: '2019-09-15',
          fechaFin: '2023-06-30',
        },
      ],
      languages: [[1, 7]],
      privacyVersion,
    });
  const pending = await candidate('baja.listado@demo.es', 'Tomás', 'Ruiz Cabello', 71616101);
  const refused = await candidate('baja.denegada@demo.es', 'Elvira', 'Santos Mena', 71616102);
  const [office] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, 'gestor@demo.es'), eq(users.role, 'gestor')));
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await tx.insert(accountDeletionRequests).values([
    { candidateId: pending, createdAt: daysAgo(6) },
    {
      candidateId: refused,
      estado: 'rechazada',
      createdAt: daysAgo(9),
      processedAt: daysAgo(8),
      processedBy: office?.id ?? null,
      motivoRechazo: 'Tienes unas prácticas en curso hasta junio.',
    },
  ]);
}
