import { eq, inArray } from 'drizzle-orm';
import { preEnrolmentDocuments } from '../../modules/signatures/signature-texts.ts';
import type { Db } from '../client.ts';
import {
  companies,
  internshipDocuments,
  internships,
  offers,
  signatureDocuments,
} from '../schema.ts';
import {
  currentPrivacyVersion,
  insertApplicationWithHistory,
  insertDemoCandidate,
} from './demo-builders.ts';
import { dni, isoDay, nss } from './ids.ts';

interface ActivityAccount {
  email: string;
  nombre: string;
  apellidos: string;
  dniNumber: number;
  conEmpleo: boolean;
  /** Offer title → the states the application went through (the last is the current one). */
  applications: [string, number[]][];
  /** Offer titles whose pre-enrolment (16) comes with the documents to sign. */
  preEnrolments?: string[];
  internship?: boolean;
}

/**
 * Accounts of the e2e specs of the candidate's own activity (my applications, pre-enrolment,
 * signing, my internships): they change their data, so no other spec relies on them.
 */
const activityAccounts: ActivityAccount[] = [
  {
    email: 'candidaturas@demo.es',
    nombre: 'Irene',
    apellidos: 'Castro Vega',
    dniNumber: 78901234,
    conEmpleo: true,
    applications: [
      ['Prácticas en ciberseguridad y redes', [1, 2]],
      ['Prácticas en departamento financiero', [1]],
      ['Prácticas en asuntos regulatorios', [1, 2, 6]],
      ['Responsable de eventos y grupos', [1]],
    ],
    internship: true,
  },
  {
    email: 'preinscrita@demo.es',
    nombre: 'Nuria',
    apellidos: 'Ortega Pons',
    dniNumber: 89012345,
    conEmpleo: false,
    applications: [
      ['Prácticas en análisis de datos de negocio', [16]],
      ['Prácticas en recursos humanos', [16]],
    ],
    preEnrolments: ['Prácticas en análisis de datos de negocio'],
  },
];

async function offerIds(tx: Db, titles: string[]) {
  const rows = await tx
    .select({ id: offers.id, titulo: offers.titulo, empresa: companies.nombreComercial })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(inArray(offers.titulo, titles));
  return new Map(rows.map((r) => [r.titulo, r]));
}

function insertAccount(
  tx: Db,
  account: ActivityAccount,
  passwordHash: string,
  privacyVersion: number,
) {
  const { email, nombre, apellidos, dniNumber } = account;
  return insertDemoCandidate(tx, passwordHash, {
    user: { email, nombre, apellidos },
    profile: {
      dni: dni(dniNumber),
      nss: nss(28, dniNumber),
      telefono: '600654321',
      fechaNacimiento: '2002-03-14',
      conPracticas: true,
      conEmpleo: account.conEmpleo,
      presentacion: `Soy ${nombre}, estudiante con interés en la empresa privada.`,
    },
    studies: [
      {
        idTitulacion: 36,
        enCurso: true,
        creditosSuperados: '150',
        notaMedia: '7.40',
        fechaInicio: '2022-09-15',
      },
    ],
    languages: [
      [1, 7],
      [2, 4],
    ],
    privacyVersion,
  });
}

/** The applications of an account, with their history (three days apart). */
async function insertApplications(
  tx: Db,
  account: ActivityAccount,
  candidateId: number,
  now: Date,
) {
  const byTitle = await offerIds(
    tx,
    account.applications.map(([t]) => t),
  );
  for (const [i, [title, estados]] of account.applications.entries()) {
    const offer = byTitle.get(title);
    if (!offer) {
      throw new Error(`demo offer ${title} missing`);
    }
    const applicationId = await insertApplicationWithHistory(tx, {
      offerId: offer.id,
      candidateId,
      orden: i + 1,
      estados,
      changedBy: () => candidateId,
      now,
      daysApart: 3,
    });
    if (account.preEnrolments?.includes(title)) {
      await tx.insert(signatureDocuments).values(
        preEnrolmentDocuments({
          candidato: `${account.nombre} ${account.apellidos}`,
          dni: dni(account.dniNumber),
          oferta: offer.titulo,
          empresa: offer.empresa,
          universidad: 'Universidad de Demostración',
          programa: null,
        }).map((d) => ({ ...d, candidateId, applicationId })),
      );
    }
  }
}

async function insertInternship(tx: Db, candidateId: number, now: Date) {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.nombreComercial, 'Ingeniería Turia'));
  if (!company) {
    throw new Error('demo company missing');
  }
  const [practica] = await tx
    .insert(internships)
    .values({
      candidateId,
      companyId: company.id,
      titulo: 'Prácticas de apoyo en la oficina técnica',
      curricular: false,
      estado: 'en_curso',
      fechaInicio: isoDay(now, -30),
      fechaFin: isoDay(now, 60),
      horasDia: 4,
      tutorEmpresaNombre: 'Amparo Ferrer Climent',
      tutorEmpresaEmail: 'aferrer@ingenieria-turia.example',
      tutorAcademicoNombre: 'Dra. Elena Soler Ribas',
      tutorAcademicoEmail: 'esoler@universidad-demo.es',
    })
    .returning({ id: internships.id });
  if (!practica) {
    throw new Error('demo internship missing');
  }
  await tx.insert(internshipDocuments).values({
    internshipId: practica.id,
    nombre: 'Plan formativo firmado',
    descripcion: 'El plan formativo de las prácticas con la firma de tu tutora de empresa.',
    solicitado: true,
    fechaLimite: isoDay(now, 10),
  });
}

/**
 * Demo accounts for the e2e specs of my applications, pre-enrolment, signing and my internships:
 * candidaturas@demo.es and preinscrita@demo.es.
 */
export async function seedMyActivityAccounts(
  tx: Db,
  now: Date,
  passwordHash: string,
): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  for (const account of activityAccounts) {
    const candidateId = await insertAccount(tx, account, passwordHash, privacyVersion);
    await insertApplications(tx, account, candidateId, now);
    if (account.internship) {
      await insertInternship(tx, candidateId, now);
    }
  }
}
