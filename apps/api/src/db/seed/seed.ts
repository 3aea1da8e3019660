import { seedCompanyProgrammes } from './demo-company-programmes.ts';
import { seedCvAccounts } from './demo-cv.ts';
import { seedAgreementsAccount } from './demo-agreements.ts';
import { seedCompanyDocumentsAccounts } from './demo-company-documents.ts';
import { seedNewsAndContact } from './demo-news-contact.ts';
import { seedInternshipRequestAccounts } from './demo-internship-requests.ts';
import { seedStaffContent } from './demo-staff-content.ts';
import { seedStaffPeople } from './demo-staff-people.ts';
import {
  seedRecordDegreeCodes,
  seedUnactivatedRecordAccount,
  seedUnverifiedAccount,
} from './demo-record.ts';
import { documentationSectionIds, pathFor } from '@portal/contracts';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import {
  brandSettings,
  communications,
  companies,
  companyUsers,
  events,
  guides,
  notifications,
  offerDegrees,
  offerLanguages,
  offers,
  privacyAcceptances,
  privacyTexts,
  programmes,
  surveyQuestions,
  surveyTargets,
  surveys,
  users,
} from '../schema.ts';
import { seedAccountLifecycle } from './demo-accounts.ts';
import { seedDemoSurveys } from './demo-surveys.ts';
import { insertApplicationWithHistory, insertDemoCandidate } from './demo-builders.ts';
import { seedCandidateActivity } from './demo-candidate-activity.ts';
import { seedCompanyData } from './demo-company-data.ts';
import { seedStaffCompanies } from './demo-staff-companies.ts';
import { demoOffers } from './demo-offers.ts';
import { cif, dni, isoDay, nss } from './ids.ts';
import { DAY_MS } from '../../lib/dates.ts';

export const DEMO_PASSWORD = 'Demo1234';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(users);
  return (rows[0]?.n ?? 0) === 0;
}

const demoCompanies = [
  {
    cif: cif('B', '8612345'),
    nombreComercial: 'Tecnologías Manzanares',
    razonSocial: 'Tecnologías Manzanares S.L.',
    idSector: 15,
    idProvincia: 28,
    idLocalidad: 28079,
    direccion: 'Calle de Alcalá 120',
    cp: '28009',
    web: 'https://manzanares-tech.example',
    descripcion:
      'Empresa de software de gestión para el sector público y la pyme, con 120 personas en Madrid.',
  },
  {
    cif: cif('A', '4623456'),
    nombreComercial: 'Ingeniería Turia',
    razonSocial: 'Ingeniería y Proyectos del Turia S.A.',
    idSector: 19,
    idProvincia: 46,
    idLocalidad: 46250,
    direccion: 'Avenida de Aragón 30',
    cp: '46021',
    web: 'https://ingenieria-turia.example',
    descripcion:
      'Ingeniería de estructuras, instalaciones y obra civil con proyectos en toda España.',
  },
  {
    cif: cif('B', '1834567'),
    nombreComercial: 'Laboratorios Sierra Nevada',
    razonSocial: 'Laboratorios Farmacéuticos Sierra Nevada S.L.',
    idSector: 4,
    idProvincia: 18,
    idLocalidad: 18087,
    direccion: 'Parque Tecnológico de la Salud, parcela 12',
    cp: '18016',
    web: 'https://labsierranevada.example',
    descripcion:
      'Laboratorio farmacéutico dedicado a la investigación, desarrollo y fabricación de genéricos.',
  },
  {
    cif: cif('B', '2945678'),
    nombreComercial: 'Hoteles Costa Mediterránea',
    razonSocial: 'Grupo Hotelero Costa Mediterránea S.L.',
    idSector: 12,
    idProvincia: 29,
    idLocalidad: 29067,
    direccion: 'Paseo Marítimo Pablo Ruiz Picasso 5',
    cp: '29016',
    web: 'https://hotelescostamed.example',
    descripcion: 'Cadena de hoteles urbanos y vacacionales en Andalucía.',
  },
];

type CandidateSeed = {
  email: string;
  nombre: string;
  apellidos: string;
  dniNumber: number;
  conPracticas: boolean;
  conEmpleo: boolean;
  nss?: string;
  studies: {
    titulacion: number;
    enCurso: boolean;
    creditos: number;
    /** The degree's credits: 240 for a bachelor's degree, 60 for a master's. */
    total: number;
    nota: string;
  }[];
  acceptsPrivacy?: boolean;
};

const demoCandidates: CandidateSeed[] = [
  {
    email: 'estudiante@demo.es',
    nombre: 'Lucía',
    apellidos: 'Martínez Gómez',
    dniNumber: 12345678,
    conPracticas: true,
    conEmpleo: false,
    nss: nss(28, 12345678),
    studies: [{ titulacion: 36, enCurso: true, creditos: 168, total: 240, nota: '7.85' }],
  },
  {
    email: 'titulado@demo.es',
    nombre: 'Javier',
    apellidos: 'Fernández Ruiz',
    dniNumber: 23456789,
    conPracticas: false,
    conEmpleo: true,
    studies: [
      { titulacion: 43, enCurso: false, creditos: 240, total: 240, nota: '7.10' },
      { titulacion: 63, enCurso: false, creditos: 60, total: 60, nota: '8.40' },
    ],
  },
  {
    email: 'mixto@demo.es',
    nombre: 'Carmen',
    apellidos: 'López Sánchez',
    dniNumber: 34567890,
    conPracticas: true,
    conEmpleo: true,
    studies: [
      { titulacion: 23, enCurso: false, creditos: 240, total: 240, nota: '6.90' },
      { titulacion: 55, enCurso: true, creditos: 30, total: 60, nota: '8.00' },
    ],
  },
  {
    // Signs in through the privacy text, then is held by a mandatory survey.
    email: 'encuesta@demo.es',
    nombre: 'Marta',
    apellidos: 'Romero Díaz',
    dniNumber: 56789012,
    conPracticas: true,
    conEmpleo: false,
    nss: nss(18, 56789012),
    studies: [{ titulacion: 9, enCurso: true, creditos: 150, total: 240, nota: '8.20' }],
    acceptsPrivacy: false,
  },
  {
    email: 'bloqueado@demo.es',
    nombre: 'Sergio',
    apellidos: 'Navarro Gil',
    dniNumber: 67890123,
    conPracticas: true,
    conEmpleo: false,
    nss: nss(29, 67890123),
    studies: [{ titulacion: 22, enCurso: true, creditos: 90, total: 240, nota: '6.10' }],
  },
];

/** Demo content for a first start (and for the API and e2e tests). Idempotent per empty database. */
export async function seedDemoData(db: Db, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [privacy] = await tx
      .insert(privacyTexts)
      .values({
        textoCorto:
          'La Universidad de Demostración tratará tus datos personales para gestionar tu participación en el servicio de prácticas y empleo. Puedes ejercer tus derechos de acceso, rectificación, supresión y oposición en cualquier momento.',
        texto:
          'Responsable: Universidad de Demostración. Finalidad: gestión de prácticas académicas externas, bolsa de empleo, intermediación laboral, encuestas de calidad y eventos de orientación. Legitimación: cumplimiento de una misión de interés público (art. 6.1.e RGPD) y consentimiento. Destinatarios: empresas y entidades colaboradoras a las que te inscribas. Derechos: acceso, rectificación, supresión, oposición, limitación y portabilidad ante la Delegación de Protección de Datos.',
        linkExterno: pathFor('proteccion_datos'),
      })
      .returning();
    if (!privacy) {
      throw new Error('privacy text not created');
    }

    const companyRows = await tx
      .insert(companies)
      .values(
        demoCompanies.map((c) => ({
          ...c,
          validada: true,
          email: `rrhh@${c.web.slice(8)}`,
          telefono: '910000000',
        })),
      )
      .returning({ id: companies.id });
    const companyIds = companyRows.map((c) => c.id);
    const companyId = (i: number) => {
      const id = companyIds[i];
      if (id === undefined) {
        throw new Error(`demo company ${String(i)} missing`);
      }
      return id;
    };

    const companyUserRows = await tx
      .insert(users)
      .values([
        {
          email: 'empresa@demo.es',
          passwordHash,
          role: 'empresa',
          nombre: 'Elena',
          apellidos: 'Castro Vidal',
        },
        {
          email: 'gestor@demo.es',
          passwordHash,
          role: 'gestor',
          staffRole: 'administrador',
          nombre: 'Isabel',
          apellidos: 'Herrero Campos',
        },
      ])
      .returning({ id: users.id, email: users.email });
    const [empresaUser, gestorUser] = companyUserRows;
    if (!empresaUser || !gestorUser) {
      throw new Error('demo users missing');
    }
    await tx.insert(companyUsers).values([
      {
        userId: empresaUser.id,
        companyId: companyId(0),
        cargo: 'Responsable de selección',
        telefono: '915551234',
      },
    ]);
    await seedCompanyData(tx, { id: companyId(0), cif: demoCompanies[0]?.cif ?? '' });

    const candidateIds: Record<string, number> = {};
    for (const c of demoCandidates) {
      candidateIds[c.email] = await insertDemoCandidate(tx, passwordHash, {
        user: {
          email: c.email,
          nombre: c.nombre,
          apellidos: c.apellidos,
          ...(c.email === 'bloqueado@demo.es'
            ? {
                estado: 'bloqueado' as const,
                mensajeBloqueo:
                  'Tu cuenta está bloqueada por el Servicio de Empleo. Escribe a empleo@universidad-demo.es para más información.',
              }
            : {}),
        },
        profile: {
          dni: dni(c.dniNumber),
          nss: c.nss ?? null,
          telefono: '600123456',
          fechaNacimiento: c.conEmpleo && !c.conPracticas ? '1998-04-12' : '2003-09-25',
          conPracticas: c.conPracticas,
          conEmpleo: c.conEmpleo,
          // Rich text as the editor writes it: the CV's page and its PDF show paragraphs and a list.
          presentacion: `<p>Soy ${c.nombre}, con ganas de aprender y aportar en un equipo profesional.</p><p>Lo que ofrezco:</p><ul><li>Trabajo en equipo &amp; comunicación</li><li>Disponibilidad para incorporarme en verano</li></ul>`,
        },
        studies: c.studies.map((s) => ({
          idTitulacion: s.titulacion,
          enCurso: s.enCurso,
          creditosSuperados: String(s.creditos),
          creditosTotales: String(s.total),
          // A year is 60 credits: a student with 168 passed is in the third.
          curso: s.enCurso ? Math.min(Math.floor(s.creditos / 60) + 1, s.total / 60) : null,
          estadoRegistro: s.enCurso ? ('matriculado' as const) : ('titulado' as const),
          notaMedia: s.nota,
          fechaInicio: s.enCurso ? '2022-09-15' : '2016-09-15',
          fechaFin: s.enCurso ? null : '2020-06-30',
        })),
        languages: [
          [1, 7],
          [2, c.conEmpleo ? 5 : 4],
        ],
        privacyVersion: c.acceptsPrivacy === false ? null : privacy.version,
      });
    }
    await tx.insert(privacyAcceptances).values(
      [empresaUser.id, gestorUser.id].map((userId) => ({
        userId,
        version: privacy.version,
      })),
    );

    const [programa] = await tx
      .insert(programmes)
      .values([
        {
          slug: 'programa-talento-europa',
          titulo: 'Programa Talento Europa',
          descripcion:
            '<p>Prácticas remuneradas de 12 meses para titulados recientes, cofinanciadas por el Fondo Social Europeo Plus.</p>',
          financiacion: 'Fondo Social Europeo Plus',
          tiposEstudios: 'Grado y Máster',
          fechaInicio: isoDay(now, -60),
          fechaFin: isoDay(now, 300),
          meses: 12,
          dedicacion: 80,
          documentosRequeridos: [4],
        },
        {
          slug: 'practicas-verano',
          titulo: 'Prácticas de verano',
          descripcion: '<p>Prácticas extracurriculares de 2 o 3 meses durante el verano.</p>',
          financiacion: 'Empresas colaboradoras',
          tiposEstudios: 'Grado',
          fechaInicio: isoDay(now, 120),
          fechaFin: isoDay(now, 240),
          meses: 2,
          meses2: 3,
          operadorMeses: 'o',
          dedicacion: 50,
        },
      ])
      .returning({ id: programmes.id });

    const offerIds: number[] = [];
    for (const [i, o] of demoOffers.entries()) {
      const published = new Date(now.getTime() - (i * 2 + 1) * DAY_MS);
      const [row] = await tx
        .insert(offers)
        .values({
          companyId: companyId(o.company),
          familia: o.familia,
          titulo: o.titulo,
          descripcion: o.descripcion,
          requisitos: o.requisitos,
          plazas: 1 + (i % 3),
          idSector: o.sector,
          idTipoContrato: o.contrato,
          idAreaFuncional: o.area,
          idProvincia: o.provincia,
          idLocalidad: o.localidad,
          idRangoSalarial: o.salario ?? null,
          idTipoFormacion: 1,
          curricular: o.familia === 'practicas' ? (o.curricular ?? true) : null,
          paraIntermediacion: o.intermediacion ?? false,
          programaEuropa: o.titulo.includes('Programa Europa'),
          idPrograma: o.titulo.includes('Programa Europa') ? (programa?.id ?? null) : null,
          estado: o.estado ?? 2,
          motivoRechazo:
            o.estado === 4 ? 'La descripción no detalla el plan formativo ni las tareas.' : null,
          fechaPublicacion: published,
          fechaFinInscripcion: isoDay(now, o.estado === 3 ? -5 : 20 + i),
          fechaInicio: o.familia === 'empleo' ? null : isoDay(now, 45 + i),
          fechaFin:
            o.familia === 'empleo' || o.meses === undefined
              ? null
              : isoDay(now, 45 + i + o.meses * 30),
          horasDia: o.horas === undefined ? null : String(o.horas),
          diasSemana: o.familia === 'empleo' ? null : 5,
          meses: o.meses ?? null,
          // Programme offers follow the programme's dedication (80 %, 12 months; rule 58).
          dedicacion:
            o.familia === 'empleo'
              ? null
              : o.titulo.includes('Programa Europa')
                ? 80
                : Math.round(((o.horas ?? 5) / 8) * 100),
          remuneracion: o.remuneracion === undefined ? null : o.remuneracion.toFixed(2),
          creditosMinimos: o.creditos ?? null,
          tutorNombre: o.familia === 'empleo' ? null : 'María Jesús Benítez',
          tutorEmail: o.familia === 'empleo' ? null : 'tutoria@empresa-demo.es',
          createdAt: published,
          updatedAt: published,
        })
        .returning({ id: offers.id });
      if (!row) {
        throw new Error('offer not created');
      }
      offerIds.push(row.id);
      await tx
        .insert(offerDegrees)
        .values(o.titulaciones.map((idTitulacion) => ({ offerId: row.id, idTitulacion })));
      if (o.idiomas) {
        await tx
          .insert(offerLanguages)
          .values(o.idiomas.map(([idIdioma, idNivel]) => ({ offerId: row.id, idIdioma, idNivel })));
      }
    }

    const offerId = (i: number) => {
      const id = offerIds[i];
      if (id === undefined) {
        throw new Error(`demo offer ${String(i)} missing`);
      }
      return id;
    };
    const cand = (email: string) => {
      const id = candidateIds[email];
      if (id === undefined) {
        throw new Error(`demo candidate ${email} missing`);
      }
      return id;
    };
    const demoApplications = [
      { offer: 0, candidate: 'estudiante@demo.es', estados: [1, 2, 3] },
      { offer: 6, candidate: 'estudiante@demo.es', estados: [1, 16] },
      { offer: 20, candidate: 'titulado@demo.es', estados: [1, 2, 4] },
      { offer: 22, candidate: 'titulado@demo.es', estados: [1] },
      { offer: 12, candidate: 'mixto@demo.es', estados: [1, 6] },
      { offer: 26, candidate: 'mixto@demo.es', estados: [1] },
      { offer: 0, candidate: 'mixto@demo.es', estados: [1] },
    ];
    // The latest demo application of each candidate: their state-change notice opens it.
    const latestApplication = new Map<number, number>();
    for (const [i, a] of demoApplications.entries()) {
      const applicationId = await insertApplicationWithHistory(tx, {
        offerId: offerId(a.offer),
        candidateId: cand(a.candidate),
        orden: i,
        estados: a.estados,
        changedBy: (step) => (step === 0 ? cand(a.candidate) : empresaUser.id),
        now,
        daysApart: 2,
      });
      latestApplication.set(cand(a.candidate), applicationId);
    }

    await seedCandidateActivity(tx, now);
    // Accounts of the account lifecycle (unconfirmed address, company requests).
    await seedAccountLifecycle(tx, passwordHash, now);
    // estudiante's complete CV and the non-EU graduate.
    await seedCvAccounts(tx, passwordHash, cand('estudiante@demo.es'));
    // Agreements and invoices account.
    const agreementsCompany = await seedAgreementsAccount(tx, now, passwordHash);
    // The same user works for two more companies: the sign-in asks which one.
    await tx.insert(companyUsers).values(
      [companyId(1), companyId(2)].map((id) => ({
        userId: agreementsCompany.userId,
        companyId: id,
        cargo: 'Directora de personas',
        telefono: '915550001',
      })),
    );
    // Documentation, invoices and agreements of companies, for them and the back-office.
    await seedCompanyDocumentsAccounts(tx, now, passwordHash);
    // Change requests (convenios@'s company), education requests and estudiante's proposals.
    await seedInternshipRequestAccounts(tx, now, passwordHash, {
      company: agreementsCompany,
      proposerId: cand('estudiante@demo.es'),
    });
    // News, press, contact inbox, an event tomorrow for reminders.
    await seedNewsAndContact(tx, passwordHash, now);

    const notify = (
      userId: number,
      [titulo, tituloEn]: [string, string],
      [texto, textoEn]: [string, string],
      extra: {
        leida?: boolean;
        urlAcceso?: string;
        urlExterna?: string;
        importante?: boolean;
      } = {},
      daysAgo = 1,
    ) => ({
      userId,
      titulo,
      texto,
      // The portal's own notices carry both languages, as the real ones do.
      tituloEn,
      textoEn,
      leida: extra.leida ?? false,
      importante: extra.importante ?? false,
      urlAcceso: extra.urlAcceso ?? null,
      urlExterna: extra.urlExterna ?? null,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
    });
    const notificationRows = [];
    for (const email of [
      'estudiante@demo.es',
      'titulado@demo.es',
      'mixto@demo.es',
      'encuesta@demo.es',
    ]) {
      const id = cand(email);
      const applicationId = latestApplication.get(id);
      notificationRows.push(
        notify(
          id,
          ['Tu candidatura ha cambiado de estado', 'Your application has changed state'],
          [
            'La empresa ha revisado tu candidatura. Consulta el nuevo estado.',
            'The company has reviewed your application. See its new state.',
          ],
          // The notice opens the application it is about, as the real ones do.
          applicationId === undefined
            ? {}
            : { urlAcceso: pathFor('ficha_candidatura', { id: applicationId }) },
          1,
        ),
        notify(
          id,
          ['Nueva feria de empleo', 'New job fair'],
          [
            'Ya puedes inscribirte en el Foro de Empleo de la universidad.',
            "You can now enrol in the university's Job Forum.",
          ],
          { urlAcceso: pathFor('eventos') },
          3,
        ),
        notify(
          id,
          ['Actualiza tu CV', 'Update your CV'],
          [
            'Recuerda mantener tu currículum al día para que las empresas puedan encontrarte.',
            'Remember to keep your CV up to date so that companies can find you.',
          ],
          { leida: true },
          10,
        ),
        notify(
          id,
          ['Horario de atención en Navidad', 'Christmas opening hours'],
          [
            'El Servicio de Empleo atenderá solo por correo electrónico del 24 de diciembre al 6 de enero.',
            'From 24 December to 6 January the careers office answers by email only.',
          ],
          {},
          2,
        ),
      );
    }
    notificationRows.push(
      notify(
        empresaUser.id,
        ['Nuevos candidatos', 'New candidates'],
        [
          'Tu oferta «Prácticas en desarrollo de software web» tiene candidatos sin leer.',
          'Your offer “Prácticas en desarrollo de software web” has unread candidates.',
        ],
        { urlAcceso: pathFor('mis_ofertas', { id: 'practicas' }) },
        1,
      ),
      notify(
        empresaUser.id,
        ['Oferta validada', 'Offer approved'],
        [
          'El Servicio de Empleo ha validado tu oferta «Desarrollador/a full stack junior».',
          'The careers office has approved your offer “Desarrollador/a full stack junior”.',
        ],
        { leida: true },
        5,
      ),
      notify(
        empresaUser.id,
        ['Guía para empresas colaboradoras', 'Guide for partner companies'],
        [
          'Consulta la guía de buenas prácticas en la web de la universidad.',
          "Read the good-practice guide on the university's website.",
        ],
        { urlExterna: 'https://www.universidad-demo.es/empresas' },
        7,
      ),
      notify(
        agreementsCompany.userId,
        ['Convenio pendiente de firma', 'Agreement awaiting signature'],
        [
          'Tienes un convenio de colaboración pendiente de firmar.',
          'You have a partnership agreement waiting for your signature.',
        ],
        {
          urlAcceso: pathFor('documentacion', {
            idTipoDocumentacion: documentationSectionIds.convenios,
          }),
          importante: true,
        },
        2,
      ),
    );
    await tx.insert(notifications).values(notificationRows);

    await tx.insert(communications).values([
      {
        destinatarios: 'alumno',
        fechaDesde: isoDay(now, -3),
        descripcion:
          'Abierto el plazo de solicitud de prácticas curriculares para el segundo cuatrimestre.',
        enlace: pathFor('ofertas_practicas'),
      },
      {
        destinatarios: 'todos',
        fechaDesde: isoDay(now, -10),
        fechaHasta: isoDay(now, 60),
        descripcion: 'El Foro de Empleo 2027 se celebrará en marzo. ¡Reserva la fecha!',
        enlace: pathFor('eventos'),
      },
      {
        destinatarios: 'empresa',
        fechaDesde: isoDay(now, -5),
        descripcion:
          'Recordad que las ofertas de prácticas deben incluir el plan formativo y el tutor o tutora de empresa.',
        enlace: null,
      },
      {
        destinatarios: 'alumno',
        fechaDesde: isoDay(now, -30),
        fechaHasta: isoDay(now, -1),
        descripcion: 'Plazo cerrado: becas de movilidad internacional.',
        enlace: null,
      },
    ]);

    const eventDay = (days: number, hour: number) =>
      new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour - 1, 0, 0),
      );
    await tx.insert(events).values([
      {
        slug: 'foro-de-empleo-2027',
        titulo: 'Foro de Empleo 2027',
        entradilla: 'Más de 80 empresas buscan talento universitario.',
        descripcion: '<p>Stands de empresas, entrevistas rápidas y talleres de CV.</p>',
        fecha: eventDay(30, 10),
        lugar: 'Pabellón Polideportivo del Campus',
        categoria: 'Ferias de empleo',
        categoriaSlug: 'ferias-de-empleo',
        destacado: true,
        urlImagen: '/brand/evento-foro.svg',
        plazas: 2000,
      },
      {
        slug: 'taller-linkedin',
        titulo: 'Taller: tu perfil de LinkedIn',
        entradilla: 'Aprende a contar tu experiencia y a hacer networking.',
        descripcion: '<p>Taller práctico de dos horas. Trae tu portátil.</p>',
        fecha: eventDay(7, 17),
        lugar: 'Aula 2.4, Facultad de Ciencias Económicas',
        categoria: 'Talleres',
        categoriaSlug: 'talleres',
        urlImagen: '/brand/evento-taller.svg',
        plazas: 40,
      },
      {
        slug: 'simulacro-entrevistas',
        titulo: 'Simulacro de entrevistas de trabajo',
        entradilla: 'Practica con profesionales de recursos humanos.',
        descripcion: '<p>Sesiones individuales de 20 minutos con feedback.</p>',
        fecha: eventDay(14, 11),
        lugar: 'Servicio de Empleo, edificio del Rectorado',
        categoria: 'Orientación',
        categoriaSlug: 'orientacion',
        urlImagen: '/brand/evento-entrevistas.svg',
        plazas: 24,
      },
      {
        slug: 'emprender-en-la-universidad',
        titulo: 'Jornada: emprender desde la universidad',
        entradilla: 'Casos de éxito y financiación para startups.',
        descripcion: '<p>Mesa redonda con emprendedores de la universidad.</p>',
        fecha: eventDay(60, 12),
        lugar: 'Salón de Actos',
        categoria: 'Emprendimiento',
        categoriaSlug: 'emprendimiento',
        urlImagen: null,
        publico: true,
      },
      {
        slug: 'feria-practicas-2026',
        titulo: 'Feria de Prácticas 2026',
        entradilla: 'Encuentro con empresas que ofrecen prácticas.',
        descripcion: '<p>Edición anterior.</p>',
        fecha: eventDay(-40, 10),
        lugar: 'Pabellón Polideportivo del Campus',
        categoria: 'Ferias de empleo',
        categoriaSlug: 'ferias-de-empleo',
        urlImagen: null,
      },
      {
        slug: 'taller-cv-europass',
        titulo: 'Taller: CV Europass',
        entradilla: 'Cómo preparar tu CV para Europa.',
        descripcion: '<p>Edición anterior.</p>',
        fecha: eventDay(-12, 17),
        lugar: 'Aula 1.1, Facultad de Letras',
        categoria: 'Talleres',
        categoriaSlug: 'talleres',
        urlImagen: null,
      },
    ]);

    await tx.insert(guides).values([
      {
        titulo: 'Cómo preparar tu currículum',
        descripcion:
          '<p>Estructura, extensión y errores frecuentes de un CV. Incluye plantillas en español e inglés.</p><p>Adapta tu CV a cada oferta y destaca los resultados, no solo las tareas.</p>',
        urlFichero: '/guias/guia-curriculum.pdf',
        urlImagen: '/brand/guia-cv.svg',
        publicadaAt: new Date(now.getTime() - 5 * DAY_MS),
      },
      {
        titulo: 'La entrevista de trabajo',
        descripcion:
          '<p>Tipos de entrevista, preguntas habituales y cómo responder con el método STAR.</p>',
        urlFichero: '/guias/guia-entrevista.pdf',
        urlImagen: '/brand/guia-entrevista.svg',
        publicadaAt: new Date(now.getTime() - 12 * DAY_MS),
      },
      {
        titulo: 'Prácticas curriculares y extracurriculares',
        descripcion:
          '<p>Diferencias, créditos, seguro y documentación necesaria antes de empezar.</p>',
        urlFichero: '/guias/guia-practicas.pdf',
        urlImagen: '/brand/guia-practicas.svg',
        publicadaAt: new Date(now.getTime() - 20 * DAY_MS),
      },
      {
        titulo: 'Buscar empleo en Europa',
        descripcion: '<p>Portal EURES, reconocimiento de títulos y programas de movilidad.</p>',
        urlFichero: '/guias/guia-europa.pdf',
        urlImagen: null,
        publicadaAt: new Date(now.getTime() - 40 * DAY_MS),
      },
      {
        titulo: 'Tu marca personal en redes',
        descripcion: '<p>LinkedIn, portfolio y presencia digital profesional.</p>',
        urlFichero: null,
        urlImagen: null,
        publicadaAt: new Date(now.getTime() - 60 * DAY_MS),
      },
    ]);

    const surveyRows = await tx
      .insert(surveys)
      .values([
        {
          slug: 'satisfaccion-practicas-2026',
          titulo: 'Encuesta de satisfacción con las prácticas',
          descripcion: 'Ayúdanos a mejorar el programa de prácticas.',
          paraAlumnos: true,
          paraEmpresas: false,
          obligatoria: false,
          permiteAnonima: true,
          fechaInicio: isoDay(now, -15),
          fechaFin: isoDay(now, 45),
        },
        {
          slug: 'empresas-colaboradoras-2026',
          titulo: 'Encuesta a empresas colaboradoras',
          descripcion: 'Valoración de la formación de nuestro alumnado en prácticas.',
          paraAlumnos: false,
          paraEmpresas: true,
          obligatoria: false,
          permiteAnonima: false,
          fechaInicio: isoDay(now, -15),
          fechaFin: isoDay(now, 45),
        },
        {
          slug: 'insercion-laboral-obligatoria',
          titulo: 'Encuesta obligatoria de inserción laboral',
          descripcion: 'Debes responder esta encuesta para seguir usando el portal.',
          paraAlumnos: true,
          paraEmpresas: false,
          obligatoria: true,
          permiteAnonima: false,
          fechaInicio: isoDay(now, -5),
          fechaFin: isoDay(now, 30),
        },
      ])
      .returning({ id: surveys.id });
    const scale = [1, 2, 3, 4].map((n) => ({ idRespuesta: n, texto: String(n) }));
    for (const s of surveyRows) {
      const [q1] = await tx
        .insert(surveyQuestions)
        .values({
          surveyId: s.id,
          orden: 1,
          texto: '¿Has realizado prácticas o trabajado en el último año?',
          tipo: 'unica',
          respuestas: [
            { idRespuesta: 1, texto: 'Sí' },
            { idRespuesta: 2, texto: 'No' },
          ],
        })
        .returning({ id: surveyQuestions.id });
      const [q2] = await tx
        .insert(surveyQuestions)
        .values({
          surveyId: s.id,
          orden: 2,
          texto: 'Valora la utilidad de la experiencia para tu formación (1 a 4).',
          tipo: 'escala',
          respuestas: scale,
        })
        .returning({ id: surveyQuestions.id });
      const [q3] = await tx
        .insert(surveyQuestions)
        .values({
          surveyId: s.id,
          orden: 3,
          texto: '¿Qué mejorarías del servicio?',
          tipo: 'texto',
          respuestaObligatoria: false,
          respuestas: [],
        })
        .returning({ id: surveyQuestions.id });
      if (q1 && q2 && q3) {
        // Skip rule: answering "No" to question 1 jumps to question 3.
        await tx
          .update(surveyQuestions)
          .set({
            respuestas: [
              { idRespuesta: 1, texto: 'Sí' },
              { idRespuesta: 2, texto: 'No', idPreguntaDestino: q3.id },
            ],
          })
          .where(sql`${surveyQuestions.id} = ${q1.id}`);
      }
    }
    const mandatory = surveyRows[2];
    if (mandatory) {
      await tx
        .insert(surveyTargets)
        .values({ surveyId: mandatory.id, userId: cand('encuesta@demo.es') });
    }
    // A survey with skip rules for estudiante, internship evaluation with invitation links.
    await seedDemoSurveys(tx, now, cand('estudiante@demo.es'));

    await tx.insert(brandSettings).values({
      id: 1,
      settings: {
        banner_home: {
          imagen: '/brand/banner-home.svg',
          texto: { es: 'Foro de Empleo 2027: inscríbete ya', en: 'Job Fair 2027: sign up now' },
          enlace: pathFor('eventos'),
          externo: false,
        },
        banner_intermediacion: {
          imagen: '/brand/banner-intermediacion.svg',
          texto: { es: 'Ofertas de la Agencia de Colocación', en: 'Placement agency offers' },
          enlace: `${pathFor('ofertas_empleo')}?filter=intermediacion`,
          externo: false,
        },
        footer: {
          enlaces: [
            {
              texto: { es: 'Política de privacidad', en: 'Privacy policy' },
              enlace: pathFor('politica_privacidad'),
              externo: false,
            },
            {
              texto: { es: 'Política de cookies', en: 'Cookies policy' },
              enlace: pathFor('politica_cookies'),
              externo: false,
            },
            {
              texto: { es: 'Protección de datos', en: 'Data protection' },
              enlace: pathFor('proteccion_datos'),
              externo: false,
            },
          ],
          textos: [
            {
              es: 'Servicio de Empleo y Prácticas · Universidad de Demostración',
              en: 'Careers and Internships Office · Universidad de Demostración',
            },
          ],
          version: '1.0.0',
        },
      },
    });
    // The demo company joined a programme.
    await seedCompanyProgrammes(tx, companyId(0));
    // Content and brand screens of the careers office.
    await seedStaffContent(tx, passwordHash, now);
    // Staff users, candidates in the back-office and audit rows.
    await seedStaffPeople(tx, passwordHash, now);
    await seedRecordDegreeCodes(tx);
    await seedUnactivatedRecordAccount(tx);
    await seedUnverifiedAccount(tx, passwordHash);
    // Companies, offers and applications in the back-office.
    await seedStaffCompanies(tx, now, passwordHash);
  });
}
