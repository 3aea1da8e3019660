import { desc } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  applicationStateHistory,
  applications,
  candidateLanguages,
  candidateStudies,
  candidates,
  companies,
  companyUsers,
  offerDegrees,
  offers,
  privacyAcceptances,
  privacyTexts,
  users,
} from '../schema.ts';
import { cif, dni, isoDay, nss } from './ids.ts';

/**
 * The account of the e2e specs of the company's offer screens (ofertas@demo.es): a company of its
 * own with offers in every state and two candidates of its own, so the specs can create, edit,
 * close, copy and delete offers and move applications without touching anyone else's data.
 */
const company = {
  cif: cif('B', '2856789'),
  nombreComercial: 'Consultora Retiro',
  razonSocial: 'Consultora Retiro Asesores S.L.',
  idSector: 15,
  idProvincia: 28,
  idLocalidad: 28079,
  direccion: 'Calle de O’Donnell 18',
  cp: '28009',
  web: 'https://consultora-retiro.example',
  descripcion: 'Consultoría de negocio y transformación digital para la pyme madrileña.',
  validada: true,
  email: 'rrhh@consultora-retiro.example',
  telefono: '914440000',
};

const offerCandidates = [
  { email: 'hugo.ofertas@demo.es', nombre: 'Hugo', apellidos: 'Serrano Gil', dniNumber: 91234567 },
  { email: 'alba.ofertas@demo.es', nombre: 'Alba', apellidos: 'Marín Soto', dniNumber: 92345678 },
];

interface SeedOffer {
  key: string;
  familia: 'practicas' | 'practicastitulados' | 'empleo';
  titulo: string;
  estado: number;
  /** Days from today to the application deadline (negative: expired). */
  plazo: number;
}

const companyOffers: SeedOffer[] = [
  {
    key: 'candidates',
    familia: 'practicas',
    titulo: 'Prácticas de consultoría de negocio',
    estado: 2,
    plazo: 25,
  },
  {
    key: 'pending',
    familia: 'empleo',
    titulo: 'Técnico/a de soporte informático',
    estado: 1,
    plazo: 30,
  },
  {
    key: 'close',
    familia: 'empleo',
    titulo: 'Consultor/a junior de procesos',
    estado: 2,
    plazo: 5,
  },
  {
    key: 'copy',
    familia: 'practicastitulados',
    titulo: 'Prácticas de analítica de clientes',
    estado: 2,
    plazo: 40,
  },
  {
    key: 'delete',
    familia: 'empleo',
    titulo: 'Responsable de cuentas clave',
    estado: 2,
    plazo: 35,
  },
  {
    key: 'rejected',
    familia: 'practicas',
    titulo: 'Prácticas de apoyo administrativo',
    estado: 4,
    plazo: 20,
  },
];

export async function seedCompanyOffersAccount(
  tx: Db,
  now: Date,
  passwordHash: string,
): Promise<void> {
  const [privacy] = await tx
    .select({ version: privacyTexts.version })
    .from(privacyTexts)
    .orderBy(desc(privacyTexts.version))
    .limit(1);
  const [companyRow] = await tx.insert(companies).values(company).returning({ id: companies.id });
  const [user] = await tx
    .insert(users)
    .values({
      email: 'ofertas@demo.es',
      passwordHash,
      role: 'empresa',
      nombre: 'Rocío',
      apellidos: 'Navarro León',
    })
    .returning({ id: users.id });
  if (!privacy || !companyRow || !user) {
    throw new Error('demo ofertas@demo.es not created');
  }
  await tx.insert(companyUsers).values({
    userId: user.id,
    companyId: companyRow.id,
    cargo: 'Responsable de personas',
    telefono: '914441234',
  });
  await tx.insert(privacyAcceptances).values({ userId: user.id, version: privacy.version });

  const candidateIds: number[] = [];
  for (const c of offerCandidates) {
    const [row] = await tx
      .insert(users)
      .values({
        email: c.email,
        passwordHash,
        role: 'alumno',
        nombre: c.nombre,
        apellidos: c.apellidos,
      })
      .returning({ id: users.id });
    if (!row) {
      throw new Error(`demo ${c.email} not created`);
    }
    candidateIds.push(row.id);
    await tx.insert(candidates).values({
      userId: row.id,
      dni: dni(c.dniNumber),
      nss: nss(28, c.dniNumber),
      telefono: '600777888',
      fechaNacimiento: '2002-05-20',
      idProvincia: 28,
      idLocalidad: 28079,
      conPracticas: true,
      conEmpleo: false,
      primerAcceso: false,
      tienePermisoTrabajo: true,
      presentacion: `Soy ${c.nombre}, estudiante de Ingeniería Informática.`,
    });
    await tx.insert(candidateStudies).values({
      candidateId: row.id,
      idTitulacion: 36,
      enCurso: true,
      creditosSuperados: '180',
      notaMedia: '7.80',
      fechaInicio: '2022-09-15',
    });
    await tx.insert(candidateLanguages).values([
      { candidateId: row.id, idIdioma: 1, idNivel: 7 },
      { candidateId: row.id, idIdioma: 2, idNivel: 5 },
    ]);
    await tx.insert(privacyAcceptances).values({ userId: row.id, version: privacy.version });
  }

  const offerIds = new Map<string, number>();
  for (const [i, o] of companyOffers.entries()) {
    const published = new Date(now.getTime() - (i + 1) * 86_400_000);
    const internship = o.familia !== 'empleo';
    const [row] = await tx
      .insert(offers)
      .values({
        companyId: companyRow.id,
        familia: o.familia,
        titulo: o.titulo,
        descripcion: `<p>${o.titulo} en un equipo de consultoría con clientes reales.</p>`,
        requisitos: 'Interés por la empresa y el trabajo en equipo.',
        plazas: 2,
        idSector: 15,
        idTipoContrato: internship ? 9 : 1,
        idAreaFuncional: 1,
        idProvincia: 28,
        idLocalidad: 28079,
        curricular: o.familia === 'practicas' ? true : null,
        estado: o.estado,
        motivoRechazo:
          o.estado === 4
            ? 'Falta el plan formativo con las tareas de la persona en prácticas.'
            : null,
        fechaPublicacion: published,
        fechaFinInscripcion: isoDay(now, o.plazo),
        fechaInicio: internship ? isoDay(now, 60) : null,
        fechaFin: internship ? isoDay(now, 150) : null,
        horasDia: internship ? '5' : null,
        diasSemana: internship ? 5 : null,
        meses: internship ? 3 : null,
        dedicacion: internship ? 60 : null,
        tutorNombre: internship ? 'Rocío Navarro León' : null,
        tutorEmail: internship ? 'tutoria@consultora-retiro.example' : null,
        createdAt: published,
        updatedAt: published,
      })
      .returning({ id: offers.id });
    if (!row) {
      throw new Error(`demo offer ${o.titulo} not created`);
    }
    offerIds.set(o.key, row.id);
    await tx.insert(offerDegrees).values({ offerId: row.id, idTitulacion: 36 });
  }

  const withCandidates = offerIds.get('candidates');
  const toClose = offerIds.get('close');
  const [hugo, alba] = candidateIds;
  if (
    withCandidates === undefined ||
    toClose === undefined ||
    hugo === undefined ||
    alba === undefined
  ) {
    throw new Error('demo applications of ofertas@demo.es not created');
  }
  // The offer sheet's candidates (candidates.spec.ts) and one unread candidate of the offer that
  // offers-manage.spec.ts filters and closes.
  for (const [orden, a] of [
    { offerId: withCandidates, candidateId: hugo, estados: [1] },
    { offerId: withCandidates, candidateId: alba, estados: [1, 2] },
    { offerId: toClose, candidateId: alba, estados: [1] },
  ].entries()) {
    const [row] = await tx
      .insert(applications)
      .values({
        offerId: a.offerId,
        candidateId: a.candidateId,
        estado: a.estados.at(-1) ?? 1,
        orden,
        leidaPorEmpresa: a.estados.length > 1,
      })
      .returning({ id: applications.id });
    if (!row) {
      throw new Error('demo application not created');
    }
    await tx.insert(applicationStateHistory).values(
      a.estados.map((estado, step) => ({
        applicationId: row.id,
        estado,
        changedBy: step === 0 ? a.candidateId : user.id,
        fecha: new Date(now.getTime() - (a.estados.length - step) * 86_400_000),
      })),
    );
  }
}
