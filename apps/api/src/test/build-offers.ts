import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { candidateStudies, companies } from '../db/schema.ts';
import { buildCandidate, buildCompany, buildGraduate } from './builders.ts';
import { buildOffer } from './offer-builders.ts';
import { DAY_MS } from '../lib/dates.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * The active offers of a running portal and who reads them: nine student internships in Madrid
 * published one a day (the newest, «Prácticas en desarrollo de software web», yesterday; one
 * extracurricular), two graduate internships and three jobs (one in Valencia), all of the company
 * «Tecnologías Manzanares»; a student, a graduate, and a mixed candidate (a degree finished and
 * one in progress) who sees both kinds.
 */
export async function buildOfferCatalogue(db: Db) {
  const { company, user: companyUser } = await buildCompany(db);
  await db
    .update(companies)
    .set({ nombreComercial: 'Tecnologías Manzanares' })
    .where(eq(companies.id, company.id));
  const internships = [
    'Prácticas en desarrollo de software web',
    'Prácticas de marketing digital',
    'Prácticas en ciberseguridad y redes',
    'Prácticas de análisis de datos',
    'Prácticas en recursos humanos',
    'Prácticas de diseño gráfico',
    'Prácticas en administración',
    'Prácticas de comunicación',
    'Prácticas en logística',
  ];
  // Built oldest first, so only the publication date can put the newest first.
  for (const [i, titulo] of [...internships].reverse().entries()) {
    await buildOffer(db, {
      companyId: company.id,
      titulo,
      idProvincia: 28,
      curricular: titulo !== 'Prácticas en ciberseguridad y redes',
      fechaPublicacion: daysAgo(internships.length - i),
    });
  }
  for (const titulo of [
    'Prácticas para titulados en auditoría',
    'Prácticas para titulados en I+D',
  ]) {
    await buildOffer(db, {
      companyId: company.id,
      titulo,
      familia: 'practicastitulados',
      curricular: null,
      idProvincia: 28,
      fechaPublicacion: daysAgo(4),
    });
  }
  for (const [titulo, idProvincia] of [
    ['Analista de datos', 28],
    ['Ingeniero/a de estructuras', 46],
    ['Técnico/a de calidad', 28],
  ] as const) {
    await buildOffer(db, {
      companyId: company.id,
      titulo,
      familia: 'empleo',
      curricular: null,
      idProvincia,
      fechaPublicacion: daysAgo(5),
    });
  }
  const student = await buildCandidate(db);
  const graduate = await buildGraduate(db);
  const mixto = await buildCandidate(db, { conEmpleo: true, studiesInProgress: 0 });
  await db.insert(candidateStudies).values([
    { candidateId: mixto.id, idTitulacion: 23, enCurso: false, creditosSuperados: '240' },
    { candidateId: mixto.id, idTitulacion: 55, enCurso: true, creditosSuperados: '30' },
  ]);
  return { company, companyUser, student, graduate, mixto };
}
