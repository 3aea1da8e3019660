import type { OfferFamily, OfferFormInput } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  applications,
  applicationStateHistory,
  companyUsers,
  offers,
  users,
} from '../db/schema.ts';
import { isoDay } from '../db/seed/ids.ts';
import { buildStaff } from './builders.ts';
import type { TestApp } from './test-app.ts';

/** A complete offer form of a family that passes every rule (degree 36 allows internships). */
export function validOfferForm(familia: OfferFamily, now = new Date()): OfferFormInput {
  const internship = familia !== 'empleo';
  return {
    familia,
    titulo: `Oferta de prueba ${familia}`,
    plazas: 2,
    idSector: 15,
    idTipoContrato: internship ? 9 : 1,
    titulaciones: [36, 37],
    idAreaFuncional: 5,
    idProvincia: 28,
    idLocalidad: 28079,
    descripcion: '<p>Desarrollo de aplicaciones web con <strong>React</strong>.</p>',
    requisitos: 'Conocimientos de JavaScript.',
    idiomas: [{ idIdioma: 2, idNivel: 4 }],
    conocimientosInformaticos: [1, 2],
    fechaFinInscripcion: isoDay(now, 20),
    ...(internship
      ? {
          fechaInicio: isoDay(now, 40),
          fechaFin: isoDay(now, 220),
          horasDia: 5,
          diasSemana: 5,
          meses: 6,
          dedicacion: 60,
          remuneracion: '600,50',
          tutorNombre: 'María Tutora',
          tutorEmail: 'tutora@empresa.es',
        }
      : { idRangoSalarial: 4, paraIntermediacion: true }),
    ...(familia === 'practicas'
      ? { curricular: true, creditosMinimos: 120, nivelEstudiantes: 'grado' as const }
      : {}),
  };
}

/** The company the demo or test user acts for (their first membership). */
export async function companyIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(users.email, email));
  if (!row) {
    throw new Error(`no company for ${email}`);
  }
  return row.companyId;
}

/**
 * Authorization header of a careers-office user: the one with this email, or a new administrator
 * built for the call.
 */
export async function staffHeader(t: TestApp, email?: string) {
  const login = email ?? (await buildStaff(t.ctx.db)).email;
  return staffLogin(t, login);
}

/** Authorization header of an existing careers-office user. */
async function staffLogin(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Gestion/logaUsuario',
    payload: { eUsuario: email, ePassword: 'Demo1234' },
  });
  const body = res.json<{ status: number; datos: { token: string } }>();
  if (body.status !== 0) {
    throw new Error(`staff login failed: ${res.body}`);
  }
  return { authorization: `Bearer ${body.datos.token}` };
}

/** An offer row written directly (for another company's data or a state the API cannot make). */
export async function insertOffer(
  db: Db,
  companyId: number,
  values: Partial<typeof offers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(offers)
    .values({
      companyId,
      familia: 'empleo',
      titulo: 'Oferta insertada',
      descripcion: '<p>Descripción</p>',
      estado: 2,
      ...values,
    })
    .returning();
  if (!row) {
    throw new Error('offer not inserted');
  }
  return row;
}

/** An application of a candidate to an offer, with its first history entry. */
export async function insertApplication(
  db: Db,
  offerId: number,
  candidateId: number,
  values: Partial<typeof applications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(applications)
    .values({ offerId, candidateId, ...values })
    .returning();
  if (!row) {
    throw new Error('application not inserted');
  }
  await db
    .insert(applicationStateHistory)
    .values({ applicationId: row.id, estado: row.estado, changedBy: candidateId });
  return row;
}

/** A new careers-office user (an administrator unless told) and their authorization header. */
export async function staffSession(
  t: TestApp,
  staffRole: 'administrador' | 'gestor' = 'administrador',
) {
  const user = await buildStaff(t.ctx.db, staffRole);
  return { email: user.email, headers: await staffHeader(t, user.email) };
}
