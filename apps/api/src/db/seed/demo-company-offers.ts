import type { Db } from '../client.ts';
import { offerDegrees, offers } from '../schema.ts';
import {
  currentPrivacyVersion,
  demoInternshipTerms,
  insertApplicationWithHistory,
  insertDemoCandidate,
  insertDemoCompanyAccount,
} from './demo-builders.ts';
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
  const privacyVersion = await currentPrivacyVersion(tx);
  const { companyId, userId } = await insertDemoCompanyAccount(tx, passwordHash, {
    company,
    user: {
      email: 'ofertas@demo.es',
      nombre: 'Rocío',
      apellidos: 'Navarro León',
      cargo: 'Responsable de personas',
      telefono: '914441234',
    },
    privacyVersion,
  });

  const candidateIds: number[] = [];
  for (const { email, nombre, apellidos, dniNumber } of offerCandidates) {
    candidateIds.push(
      await insertDemoCandidate(tx, passwordHash, {
        user: { email, nombre, apellidos },
        profile: {
          dni: dni(dniNumber),
          nss: nss(28, dniNumber),
          telefono: '600777888',
          fechaNacimiento: '2002-05-20',
          conPracticas: true,
          conEmpleo: false,
          presentacion: `Soy ${nombre}, estudiante de Ingeniería Informática.`,
        },
        studies: [
          {
            idTitulacion: 36,
            enCurso: true,
            creditosSuperados: '180',
            notaMedia: '7.80',
            fechaInicio: '2022-09-15',
          },
        ],
        languages: [
          [1, 7],
          [2, 5],
        ],
        privacyVersion,
      }),
    );
  }

  const offerIds = new Map<string, number>();
  for (const [i, o] of companyOffers.entries()) {
    const published = new Date(now.getTime() - (i + 1) * 86_400_000);
    const internship = o.familia !== 'empleo';
    const [row] = await tx
      .insert(offers)
      .values({
        companyId,
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
        ...demoInternshipTerms(now, internship, {
          nombre: 'Rocío Navarro León',
          email: 'tutoria@consultora-retiro.example',
        }),
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
    await insertApplicationWithHistory(tx, {
      ...a,
      orden,
      changedBy: (step) => (step === 0 ? a.candidateId : userId),
      now,
      daysApart: 1,
    });
  }
}
