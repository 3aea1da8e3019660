import { asc, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { prng, isoDay } from '../../apps/api/src/db/seed/ids.ts';
import {
  applications,
  candidateDocuments,
  candidateStudies,
  candidates,
  companies,
  companyUsers,
  offerDegrees,
  offers,
  users,
} from '../../apps/api/src/db/schema.ts';
import { prose } from './prose.ts';

export interface GenerateOptions {
  candidates: number;
  companies: number;
  offers: number;
  applications: number;
  seed: number;
  /**
   * How long offer descriptions run on average, in words (each between half and one and a half
   * times it); real offers run to a few hundred. 0: one sentence.
   */
  descriptionWords: number;
}

/** The words of generated offer titles (the many-user bench searches them). */
export const words = [
  'desarrollo',
  'análisis',
  'ingeniería',
  'marketing',
  'calidad',
  'datos',
  'ventas',
  'laboratorio',
  'finanzas',
  'logística',
  'diseño',
  'investigación',
  'sistemas',
  'producción',
  'comunicación',
];
export const roles = [
  'Técnico/a',
  'Analista',
  'Becario/a',
  'Ingeniero/a',
  'Consultor/a',
  'Asistente',
];
const families = ['practicas', 'practicastitulados', 'empleo'] as const;

/** A well-formed DNI (its letter is the number modulo 23). */
const dniOf = (n: number) => `${String(n)}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23] ?? 'T'}`;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) {
    await insert(rows.slice(i, i + size));
  }
}

/**
 * Deterministic bulk data (same seed, same rows) for load benchmarks: candidates with a degree,
 * companies with one user, offers across the three families, and applications.
 */
export async function generate(db: Db, options: GenerateOptions): Promise<void> {
  const random = prng(options.seed);
  // A source of its own for the descriptions' text: every other row is the same whatever their
  // length, so runs on data with short and long descriptions compare.
  const text = prose(prng(options.seed + 1));
  const description = () => {
    const sentence = `<p>Oferta de ${random.pick(words)} con formación en ${random.pick(words)}.</p>`;
    const n = options.descriptionWords;
    return n > 0 ? sentence + text.paragraphs(Math.round(n * (0.5 + text.random()))) : sentence;
  };
  const passwordHash = await hashPassword('Bench1234');
  const now = new Date();

  const companyRows = await db
    .insert(companies)
    .values(
      Array.from({ length: options.companies }, (_, i) => ({
        cif: `B${String(70_000_000 + i)}`,
        nombreComercial: `Empresa Bench ${String(i)}`,
        razonSocial: `Empresa Bench ${String(i)} S.L.`,
        validada: true,
        idProvincia: random.int(1, 52),
      })),
    )
    .returning({ id: companies.id });
  const companyUserRows = await db
    .insert(users)
    .values(
      companyRows.map((_, i) => ({
        email: `empresa${String(i)}@bench.es`,
        passwordHash,
        role: 'empresa' as const,
        nombre: 'Bench',
        apellidos: String(i),
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(companyUsers)
    .values(companyRows.map((c, i) => ({ companyId: c.id, userId: companyUserRows[i]?.id ?? 0 })));

  const candidateIds: number[] = [];
  await insertChunked(
    Array.from({ length: options.candidates }, (_, i) => i),
    async (chunk) => {
      const rows = await db
        .insert(users)
        .values(
          chunk.map((i) => ({
            email: `candidato${String(i)}@bench.es`,
            passwordHash,
            role: 'alumno' as const,
            nombre: 'Candidato',
            apellidos: String(i),
          })),
        )
        .returning({ id: users.id });
      await db.insert(candidates).values(
        rows.map((r, j) => ({
          userId: r.id,
          // What the brand requires on a CV before applying (540; 106 for internships).
          dni: dniOf(70_000_000 + (chunk[j] ?? 0)),
          nss: String(280_000_000_000 + (chunk[j] ?? 0)),
          telefono: String(600_000_000 + (chunk[j] ?? 0)),
          // And what internships need (518): birth date, province and town.
          fechaNacimiento: '2002-05-14',
          idProvincia: 28,
          idLocalidad: 28079,
          conPracticas: random.next() < 0.7,
          conEmpleo: random.next() < 0.5,
          primerAcceso: false,
          // The university's own students (as the record would say): they may apply to
          // internships, which the many-user bench does (unverified accounts get 120).
          verificado: true,
          verificacionOrigen: 'manual' as const,
          verificadoAt: now,
        })),
      );
      await db.insert(candidateStudies).values(
        rows.map((r) => ({
          candidateId: r.id,
          idTitulacion: random.int(1, 63),
          enCurso: true,
          creditosSuperados: String(random.int(60, 240)),
        })),
      );
      // The social security justification internships ask for (11); no file behind it.
      await db.insert(candidateDocuments).values(
        rows.map((r) => ({
          candidateId: r.id,
          idTipoDocumento: 2,
          nombre: 'nss.pdf',
          storageKey: '00000000-0000-0000-0000-000000000000.pdf',
          extension: 'pdf',
          mime: 'application/pdf',
          bytes: 100,
        })),
      );
      candidateIds.push(...rows.map((r) => r.id));
    },
  );

  const offerIds: number[] = [];
  await insertChunked(
    Array.from({ length: options.offers }, (_, i) => i),
    async (chunk) => {
      const rows = await db
        .insert(offers)
        .values(
          chunk.map((i) => {
            const familia = random.pick(families);
            const published = new Date(now.getTime() - random.int(0, 120) * 86_400_000);
            return {
              companyId: random.pick(companyRows).id,
              familia,
              titulo: `${random.pick(roles)} de ${random.pick(words)} y ${random.pick(words)} ${String(i)}`,
              descripcion: description(),
              estado: random.next() < 0.8 ? 2 : random.int(1, 4),
              curricular: familia === 'practicas' ? random.next() < 0.5 : null,
              idProvincia: random.int(1, 52),
              idTipoContrato: random.int(1, 10),
              idRangoSalarial: random.int(1, 9),
              idAreaFuncional: random.int(1, 23),
              idTipoFormacion: random.int(1, 11),
              requisitos: `Conocimientos de ${random.pick(words)} y ${random.pick(words)}.`,
              fechaPublicacion: published,
              fechaFinInscripcion: isoDay(now, random.int(-10, 60)),
            };
          }),
        )
        .returning({ id: offers.id });
      await db
        .insert(offerDegrees)
        .values(rows.map((r) => ({ offerId: r.id, idTitulacion: random.int(1, 63) })));
      offerIds.push(...rows.map((r) => r.id));
    },
  );

  const pairs = new Set<string>();
  const applicationRows: { offerId: number; candidateId: number; estado: number }[] = [];
  while (
    applicationRows.length < options.applications &&
    offerIds.length > 0 &&
    candidateIds.length > 0
  ) {
    const offerId = random.pick(offerIds);
    const candidateId = random.pick(candidateIds);
    const key = `${String(offerId)}:${String(candidateId)}`;
    if (!pairs.has(key)) {
      pairs.add(key);
      applicationRows.push({ offerId, candidateId, estado: random.pick([1, 1, 1, 2, 3, 6]) });
    }
  }
  await insertChunked(applicationRows, (chunk) => db.insert(applications).values(chunk));
  // Fresh statistics after the bulk load, as autovacuum would produce in a running database.
  await db.execute('analyze');
}

/** BENCH_HEAVY_APPLICANTS (2,000): the applicants of the company's heavy offer. */
export const HEAVY_APPLICANTS = Number(process.env.BENCH_HEAVY_APPLICANTS ?? 2000);
export const HEAVY_OFFER_TITLE = `Oferta con ${HEAVY_APPLICANTS.toLocaleString('es-ES')} candidaturas (bench)`;

/**
 * The heaviest company screen: an active offer of empresa0@bench.es with 2,000
 * applicants (the first bench candidates). Idempotent, so it can be added to existing bench data.
 */
export async function generateHeavyOffer(db: Db): Promise<number | null> {
  const existing = await db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.titulo, HEAVY_OFFER_TITLE));
  if (existing[0]) {
    return existing[0].id;
  }
  const [owner] = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(users.email, 'empresa0@bench.es'));
  const applicants = await db
    .select({ id: candidates.userId })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(sql`${users.email} like 'candidato%@bench.es'`)
    .orderBy(asc(candidates.userId))
    .limit(HEAVY_APPLICANTS);
  if (!owner || applicants.length < HEAVY_APPLICANTS) {
    return null;
  }
  const [offer] = await db
    .insert(offers)
    .values({
      companyId: owner.companyId,
      familia: 'empleo',
      titulo: HEAVY_OFFER_TITLE,
      descripcion: '<p>Oferta con muchas candidaturas para medir la pantalla de la empresa.</p>',
      estado: 2,
      idProvincia: 28,
      fechaPublicacion: new Date(),
    })
    .returning({ id: offers.id });
  if (!offer) {
    return null;
  }
  await insertChunked(applicants, (chunk) =>
    db.insert(applications).values(
      chunk.map((c, i) => ({
        offerId: offer.id,
        candidateId: c.id,
        estado: [1, 2, 3][i % 3] ?? 1,
      })),
    ),
  );
  // Statistics that know the offer's thousands of applicants, as autovacuum would soon gather:
  // without them the planner walks all of them to find one page.
  await db.execute('analyze applications');
  return offer.id;
}
