import type { Db } from '../client.ts';
import {
  companyAccountRequests,
  companyUsers,
  internshipDocuments,
  internships,
  offers,
} from '../schema.ts';
import {
  currentPrivacyVersion,
  insertApplicationWithHistory,
  insertDemoCandidate,
  insertDemoCompanyAccount,
} from './demo-builders.ts';
import { cif, dni, isoDay, nss } from './ids.ts';
import { DAY_MS } from '../../lib/dates.ts';

/**
 * Data of the back-office screens of companies, offers and applications: a company
 * waiting for validation, a blocked company, two companies with the same CIF written differently,
 * a pending account request, and a company whose offers wait for validation, for changes, or
 * have applicants and an internship with requested documents.
 */
const base = {
  idSector: 15,
  idProvincia: 28,
  idLocalidad: 28079,
  direccion: 'Calle de Alcalá 100',
  cp: '28009',
  descripcion: 'Empresa de demostración del back-office.',
};

const accounts = [
  {
    key: 'pending',
    company: {
      ...base,
      cif: cif('B', '4410001'),
      nombreComercial: 'Talleres Valdés',
      razonSocial: 'Talleres Valdés S.L.',
      validada: false,
    },
    user: { email: 'empresa.pendiente.gestion@demo.es', nombre: 'Pilar', apellidos: 'Valdés Ruiz' },
  },
  {
    key: 'toBlock',
    company: {
      ...base,
      cif: cif('B', '4410002'),
      nombreComercial: 'Ingeniería Cárdenas',
      razonSocial: 'Ingeniería Cárdenas S.L.',
      validada: true,
    },
    user: { email: 'empresa.bloqueo.gestion@demo.es', nombre: 'Bruno', apellidos: 'Cárdenas Gil' },
  },
  {
    key: 'blocked',
    company: {
      ...base,
      cif: cif('B', '4410003'),
      nombreComercial: 'Transportes Olmedo',
      razonSocial: 'Transportes Olmedo S.L.',
      validada: true,
      bloqueada: true,
      mensajeBloqueo:
        'Cuenta bloqueada por el Servicio de Empleo: escribe a empleo@universidad.example para reactivarla.',
    },
    user: { email: 'empresa.bloqueada@demo.es', nombre: 'Olga', apellidos: 'Olmedo Paz' },
  },
  {
    key: 'keep',
    company: {
      ...base,
      cif: cif('B', '4410004'),
      nombreComercial: 'Logística Norte',
      razonSocial: 'Logística Norte S.L.',
      validada: true,
    },
    user: { email: 'empresa.norte@demo.es', nombre: 'Nerea', apellidos: 'Norte Alonso' },
  },
  {
    key: 'duplicate',
    company: {
      ...base,
      // The same CIF as Logística Norte, written with a dash: a duplicate to merge.
      cif: `${cif('B', '4410004').slice(0, 1)}-${cif('B', '4410004').slice(1)}`,
      nombreComercial: 'Logística del Norte',
      razonSocial: 'Logística Norte S.L.',
      validada: false,
    },
    user: { email: 'empresa.norte.duplicada@demo.es', nombre: 'Diego', apellidos: 'Norte Vidal' },
  },
  {
    key: 'users',
    company: {
      ...base,
      cif: cif('B', '4410005'),
      nombreComercial: 'Servicios Prado',
      razonSocial: 'Servicios Prado S.L.',
      validada: true,
    },
    user: { email: 'empresa.prado@demo.es', nombre: 'Paula', apellidos: 'Prado Sanz' },
  },
  {
    key: 'offers',
    company: {
      ...base,
      cif: cif('B', '4410006'),
      nombreComercial: 'Editorial Revisión',
      razonSocial: 'Editorial Revisión S.L.',
      validada: true,
    },
    user: { email: 'empresa.revision@demo.es', nombre: 'Rebeca', apellidos: 'Ríos Lago' },
  },
] as const;

const candidatesOfOffers = [
  { email: 'irene.gestion@demo.es', nombre: 'Irene', apellidos: 'Campos Herrera', n: 71829364 },
  { email: 'marcos.gestion@demo.es', nombre: 'Marcos', apellidos: 'Vera Molina', n: 71829365 },
];

export async function seedStaffCompanies(tx: Db, now: Date, passwordHash: string): Promise<void> {
  const privacyVersion = await currentPrivacyVersion(tx);
  const ids = new Map<string, { companyId: number; userId: number }>();
  for (const account of accounts) {
    ids.set(
      account.key,
      await insertDemoCompanyAccount(tx, passwordHash, {
        company: account.company,
        user: { ...account.user, cargo: 'Recursos humanos', telefono: '915550000' },
        privacyVersion,
      }),
    );
  }
  const get = (key: string) => {
    const found = ids.get(key);
    if (!found) {
      throw new Error(`demo company ${key} missing`);
    }
    return found;
  };

  // A second user of Servicios Prado, to remove.
  const prado = get('users');
  const secondUser = await insertDemoCompanyAccount(tx, passwordHash, {
    company: {
      ...base,
      cif: cif('B', '4410007'),
      nombreComercial: 'Servicios Prado Sur',
      razonSocial: 'Servicios Prado Sur S.L.',
      validada: true,
    },
    user: {
      email: 'empresa.prado.segundo@demo.es',
      nombre: 'Pablo',
      apellidos: 'Prado Ortiz',
      cargo: 'Administración',
      telefono: '915550001',
    },
    privacyVersion,
  });
  await tx
    .insert(companyUsers)
    .values({ userId: secondUser.userId, companyId: prado.companyId, cargo: 'Administración' });

  // Each duplicate company has an offer, so a merge moves something visible.
  for (const [key, titulo] of [
    ['keep', 'Mozo/a de almacén'],
    ['duplicate', 'Conductor/a de reparto'],
  ] as const) {
    await tx.insert(offers).values({
      companyId: get(key).companyId,
      familia: 'empleo',
      titulo,
      descripcion: `<p>${titulo} en nuestro centro logístico.</p>`,
      estado: key === 'keep' ? 2 : 1,
      fechaFinInscripcion: isoDay(now, 40),
    });
  }

  await tx.insert(companyAccountRequests).values({
    cif: cif('B', '4410008'),
    nombreEmpresa: 'Academia Solicitud',
    nombre: 'Sonia',
    apellidos: 'Solís Mena',
    email: 'solicitud.gestion@demo.es',
    telefono: '600123123',
    mensaje: 'Somos una academia y queremos ofrecer prácticas a estudiantes.',
    direccion: 'Calle del Prado 3, Madrid',
    idPais: 1,
    aceptaComunicaciones: true,
  });

  // Offers of Editorial Revisión: waiting for validation, waiting for changes, and active ones.
  const editorial = get('offers').companyId;
  const offer = async (
    titulo: string,
    estado: number,
    extra: Partial<typeof offers.$inferInsert> = {},
  ) => {
    const [row] = await tx
      .insert(offers)
      .values({
        companyId: editorial,
        familia: 'empleo',
        titulo,
        descripcion: `<p>${titulo} en una editorial de libros de texto.</p>`,
        requisitos: 'Buena redacción.',
        plazas: 1,
        estado,
        fechaFinInscripcion: isoDay(now, 30),
        ...extra,
      })
      .returning({ id: offers.id });
    if (!row) {
      throw new Error(`demo offer ${titulo} not created`);
    }
    return row.id;
  };
  await offer('Auxiliar editorial (revisión)', 1);
  await offer('Corrector/a de textos', 1);
  await offer('Maquetador/a junior', 1, {
    cambiosSolicitados: 'Indica el salario y si el puesto admite teletrabajo.',
    cambiosSolicitadosAt: new Date(now.getTime() - 2 * DAY_MS),
  });
  const withApplicants = await offer('Prácticas de edición digital', 2, {
    familia: 'practicas',
    idTipoContrato: 9,
    curricular: true,
    fechaInicio: isoDay(now, 40),
    fechaFin: isoDay(now, 130),
  });
  const toClose = await offer('Redactor/a de contenidos', 2);

  const candidateIds: number[] = [];
  for (const c of candidatesOfOffers) {
    candidateIds.push(
      await insertDemoCandidate(tx, passwordHash, {
        user: { email: c.email, nombre: c.nombre, apellidos: c.apellidos },
        profile: {
          dni: dni(c.n),
          nss: nss(28, c.n),
          telefono: '600999000',
          fechaNacimiento: '2001-03-10',
          conPracticas: true,
          conEmpleo: true,
        },
        studies: [{ idTitulacion: 36, enCurso: true, creditosSuperados: '150' }],
        languages: [[1, 7]],
        privacyVersion,
      }),
    );
  }
  const [irene = 0, marcos = 0] = candidateIds;
  const editorialUser = get('offers').userId;
  await insertApplicationWithHistory(tx, {
    offerId: withApplicants,
    candidateId: irene,
    orden: 0,
    estados: [1],
    changedBy: () => irene,
    now,
    daysApart: 2,
  });
  await insertApplicationWithHistory(tx, {
    offerId: withApplicants,
    candidateId: marcos,
    orden: 0,
    estados: [1, 2],
    changedBy: (step) => (step === 0 ? marcos : editorialUser),
    now,
    daysApart: 2,
  });
  await insertApplicationWithHistory(tx, {
    offerId: toClose,
    candidateId: marcos,
    orden: 1,
    estados: [1],
    changedBy: () => marcos,
    now,
    daysApart: 1,
  });

  const [internship] = await tx
    .insert(internships)
    .values({
      candidateId: irene,
      companyId: editorial,
      titulo: 'Prácticas de corrección editorial',
      curricular: true,
      estado: 'en_curso',
      fechaInicio: isoDay(now, -30),
      fechaFin: isoDay(now, 60),
      horasDia: 5,
      tutorEmpresaNombre: 'Rebeca Ríos Lago',
      tutorEmpresaEmail: 'tutoria@editorial-revision.example',
      tutorAcademicoNombre: 'Dr. Tomás Aula',
      tutorAcademicoEmail: 'tomas.aula@universidad.example',
    })
    .returning({ id: internships.id });
  if (!internship) {
    throw new Error('demo internship not created');
  }
  await tx.insert(internshipDocuments).values([
    {
      internshipId: internship.id,
      nombre: 'Memoria intermedia',
      descripcion: 'Resumen de las tareas del primer mes.',
      solicitado: true,
      fechaLimite: isoDay(now, 10),
    },
    {
      internshipId: internship.id,
      nombre: 'Plan formativo firmado',
      descripcion: 'Plan formativo con la firma del tutor académico.',
      solicitado: true,
      fechaLimite: isoDay(now, -5),
    },
  ]);
}
