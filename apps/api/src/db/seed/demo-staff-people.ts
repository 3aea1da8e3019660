import { and, eq } from 'drizzle-orm';
import { accountDeletionRequests } from '../../modules/account-deletion/account-deletion.table.ts';
import { auditLog } from '../../modules/audit/audit.table.ts';
import { companyUsers } from '../../modules/companies/companies.table.ts';
import { notifications } from '../../modules/notifications/notifications.table.ts';
import { offers } from '../../modules/offers/offers.table.ts';
import { privacyAcceptances } from '../../modules/privacy/privacy.table.ts';
import { users } from '../../modules/users/users.table.ts';
import type { Db } from '../client.ts';
import {
  currentPrivacyVersion,
  insertApplicationWithHistory,
  insertDemoCandidate,
} from './demo-builders.ts';
import { dni, nss } from './ids.ts';
import { DAY_MS } from '../../lib/dates.ts';

const BLOCK_MESSAGE =
  'Tu cuenta está bloqueada por el Servicio de Empleo por no acudir a dos entrevistas. Escribe a empleo@universidad-demo.es.';

/** The offer (demo-offers.ts, Laboratorios Sierra Nevada) of baja.gestion@demo.es's application. */
const STAFF_PEOPLE_OFFER = 'Visitador/a médico/a';

/**
 * Staff users, candidates and audit log of the back-office:
 * - gestora@demo.es: a manager (not an administrator);
 * - bloqueo.gestion@demo.es: a candidate blocked by the office;
 * - baja.gestion@demo.es: a candidate with an application and a pending deletion request;
 * - baja.rechazo@demo.es: another pending deletion request;
 * - a few audit rows of past actions by gestor@demo.es.
 */
export async function seedStaffPeople(tx: Db, passwordHash: string, now: Date): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  const staff = await tx
    .insert(users)
    .values([
      {
        email: 'gestora@demo.es',
        passwordHash,
        role: 'gestor',
        staffRole: 'gestor',
        nombre: 'Lucía',
        apellidos: 'Romero Santos',
      },
    ])
    .returning({ id: users.id });
  await tx
    .insert(privacyAcceptances)
    .values(staff.map((s) => ({ userId: s.id, version: privacyVersion })));

  const candidate = (
    email: string,
    nombre: string,
    apellidos: string,
    n: number,
    extra: { estado?: 'bloqueado'; mensajeBloqueo?: string } = {},
  ) =>
    insertDemoCandidate(tx, passwordHash, {
      user: { email, nombre, apellidos, ...extra },
      profile: {
        dni: dni(n),
        nss: nss(28, n),
        telefono: `6${String(n).slice(-8)}`,
        fechaNacimiento: '2000-05-17',
        conPracticas: true,
        conEmpleo: true,
        presentacion: `Soy ${nombre} ${apellidos}, titulada con interés en el análisis de datos.`,
        emailContacto: email.replace('@demo.es', '.personal@demo.es'),
      },
      studies: [
        {
          idTitulacion: 36,
          enCurso: false,
          creditosSuperados: '240',
          notaMedia: '7.90',
          fechaInicio: '2018-09-15',
          fechaFin: '2022-06-30',
        },
      ],
      languages: [[1, 7]],
      privacyVersion,
    });

  const blocked = await candidate('bloqueo.gestion@demo.es', 'Marcos', 'Vidal Ferrer', 71616001, {
    estado: 'bloqueado',
    mensajeBloqueo: BLOCK_MESSAGE,
  });
  const leaving = await candidate('baja.gestion@demo.es', 'Nuria', 'Campos Beltrán', 71616002);
  const staying = await candidate('baja.rechazo@demo.es', 'Óscar', 'Lozano Pardo', 71616003);

  const [offer] = await tx
    .select({ id: offers.id, companyUser: companyUsers.userId })
    .from(offers)
    .innerJoin(companyUsers, eq(companyUsers.companyId, offers.companyId))
    // A main demo offer whose candidates no spec counts. Not "the newest active offer": that was
    // an offer of ofertas@demo.es, whose spec expects it without candidates and deletes it.
    .where(and(eq(offers.titulo, STAFF_PEOPLE_OFFER), eq(offers.estado, 2)))
    .limit(1);
  if (!offer) {
    throw new Error(`demo offer ${STAFF_PEOPLE_OFFER} not found`);
  }
  await insertApplicationWithHistory(tx, {
    offerId: offer.id,
    candidateId: leaving,
    estados: [1, 2],
    orden: 0,
    changedBy: (step) => (step === 0 ? leaving : offer.companyUser),
    now,
    daysApart: 3,
  });
  await tx.insert(notifications).values({
    userId: leaving,
    titulo: 'Solicitud de baja recibida',
    texto: 'Hola Nuria Campos Beltrán: hemos recibido tu solicitud de baja.',
    tituloEn: 'Account removal request received',
    textoEn: 'Hello Nuria Campos Beltrán: we have received your request to remove your account.',
  });
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await tx.insert(accountDeletionRequests).values([
    { candidateId: leaving, createdAt: daysAgo(4) },
    { candidateId: staying, createdAt: daysAgo(2) },
  ]);

  const [gestor] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, 'gestor@demo.es'), eq(users.role, 'gestor')));
  if (gestor) {
    await tx.insert(auditLog).values([
      {
        createdAt: daysAgo(10),
        actorUserId: gestor.id,
        actorEmail: gestor.email,
        accion: 'candidato.bloquear',
        entidad: 'candidato',
        entidadId: String(blocked),
        antes: { estado: 'activo', mensajeBloqueo: null },
        despues: { estado: 'bloqueado', mensajeBloqueo: BLOCK_MESSAGE },
        motivo: BLOCK_MESSAGE,
      },
      {
        createdAt: daysAgo(8),
        actorUserId: gestor.id,
        actorEmail: gestor.email,
        accion: 'usuario_gestion.invitar',
        entidad: 'usuario_gestion',
        entidadId: String(staff[0]?.id ?? ''),
        despues: { email: 'gestora@demo.es', nombre: 'Lucía', rol: 'gestor', estado: 'activo' },
      },
      {
        createdAt: daysAgo(6),
        actorUserId: gestor.id,
        actorEmail: gestor.email,
        accion: 'usuario_gestion.cambiar_rol',
        entidad: 'usuario_gestion',
        entidadId: String(staff[0]?.id ?? ''),
        antes: { email: 'gestora@demo.es', rol: 'administrador', estado: 'activo' },
        despues: { email: 'gestora@demo.es', rol: 'gestor', estado: 'activo' },
      },
    ]);
  }
}
