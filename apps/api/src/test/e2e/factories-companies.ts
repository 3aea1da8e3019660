import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  currentPrivacyVersion,
  demoInternshipTerms,
  insertApplicationWithHistory,
  insertDemoCandidate,
  insertDemoCompanyAccount,
} from '../../db/seed/demo-builders.ts';
import { isoDay, nss } from '../../db/seed/ids.ts';
import { validCif } from '../back-office-client.ts';
import { buildCompleteCompany } from '../build-companies.ts';
import { demoHash, randomDni } from '../builders.ts';
import { buildInvoiceHistory } from '../fixture-invoices.ts';
import { buildOffer } from '../offer-builders.ts';
import { agreementFactories } from './companies-agreements.ts';
import { internshipFactories } from './companies-internships.ts';
import { setPerson, tag } from './people.ts';
import { DAY_MS } from '../../lib/dates.ts';

/**
 * The factories of the company specs (e2e/companies): companies in the states those pages show,
 * with the offers, candidates, invoices and content they read. Built as the demo seed holds them
 * (its builders), under unique names, emails and tax ids.
 */

const person = z.object({
  nombre: z.string().min(1).default('Ana'),
  apellidos: z.string().min(1).default('Prueba Test'),
});

const signInOf = (userId: number, email: string, nombre: string) => ({
  userId,
  user: email,
  login: '/login/empresas',
  name: nombre,
});

/** The offers of a company with one of each state the company's offer pages act on. */
const companyOffers = [
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
] as const;

const offerCandidates = [
  { nombre: 'Hugo', apellidos: 'Serrano Gil' },
  { nombre: 'Alba', apellidos: 'Marín Soto' },
];

export const companyFactories = {
  ...agreementFactories,
  ...internshipFactories,

  /**
   * A validated company whose profile lacks phone, email and sector (the shell sends its users to
   * /mi-empresa until they complete it), in Salamanca.
   */
  async empresaIncompleta(db: Db, raw: unknown) {
    const input = person.extend({ nombreComercial: z.string().min(1) }).parse(raw);
    const { company, user } = await buildCompleteCompany(db, {
      // A well-formed tax id: the form checks it when the user saves the profile.
      cif: validCif(),
      nombreComercial: input.nombreComercial,
      descripcion: 'Diseño gráfico y comunicación para instituciones culturales.',
      razonSocial: `${input.nombreComercial} S.L.`,
      idSector: null,
      email: null,
      telefono: null,
      idProvincia: 37,
      idLocalidad: 37274,
      direccion: 'Calle de la Rúa Mayor 12',
      cp: '37002',
    });
    await setPerson(db, user.id, input);
    return { id: company.id, ...signInOf(user.id, user.email, input.nombre) };
  },

  /**
   * Six invoices of a company over three years in every state (numbered `<prefijo>-<year>-<n>`:
   * invoice numbers are unique across companies).
   */
  async facturas(db: Db, raw: unknown) {
    const input = z
      .object({ companyId: z.number().int().positive(), prefijo: z.string().regex(/^[A-Z0-9]+$/) })
      .parse(raw);
    await buildInvoiceHistory(db, input.companyId, new Date(), input.prefijo);
    return { companyId: input.companyId };
  },

  /**
   * A company with its own offers in every state (one published internship with two candidates,
   * Hugo just applied and unread, Alba under review; a job offer about to expire with Alba unread;
   * a pending, a rejected and two more published offers) and its user, Rocío.
   */
  async empresaConOfertas(db: Db, raw: unknown) {
    const input = z.object({ nombreComercial: z.string().min(1) }).parse(raw);
    const now = new Date();
    const hash = await demoHash();
    const privacyVersion = await currentPrivacyVersion(db);
    const email = `ofertas-${tag()}@e2e.es`;
    const { companyId, userId } = await insertDemoCompanyAccount(db, hash, {
      company: {
        cif: validCif(),
        nombreComercial: input.nombreComercial,
        razonSocial: `${input.nombreComercial} Asesores S.L.`,
        idSector: 15,
        idProvincia: 28,
        idLocalidad: 28079,
        direccion: 'Calle de O’Donnell 18',
        cp: '28009',
        descripcion: 'Consultoría de negocio y transformación digital para la pyme madrileña.',
        validada: true,
        email: 'rrhh@consultora-retiro.example',
        telefono: '914440000',
      },
      user: {
        email,
        nombre: 'Rocío',
        apellidos: 'Navarro León',
        cargo: 'Responsable de personas',
        telefono: '914441234',
      },
      privacyVersion,
    });
    const candidates: { id: number; email: string; nombre: string }[] = [];
    for (const { nombre, apellidos } of offerCandidates) {
      const candidateEmail = `${nombre.toLowerCase()}-${tag()}@e2e.es`;
      const dni = randomDni();
      const id = await insertDemoCandidate(db, hash, {
        user: { email: candidateEmail, nombre, apellidos },
        profile: {
          dni,
          nss: nss(28, Number(dni.slice(0, 8))),
          telefono: '600777888',
          fechaNacimiento: '2002-05-20',
          conPracticas: true,
          conEmpleo: false,
          presentacion: `<p>Soy ${nombre}, estudiante de Ingeniería Informática.</p><ul><li>Análisis de datos &amp; negocio</li></ul>`,
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
      });
      candidates.push({ id, email: candidateEmail, nombre });
    }
    const offerIds: Record<string, number> = {};
    for (const [i, o] of companyOffers.entries()) {
      const published = new Date(now.getTime() - (i + 1) * DAY_MS);
      const internship = o.familia !== 'empleo';
      const row = await buildOffer(db, {
        companyId,
        degrees: [36],
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
      });
      offerIds[o.key] = row.id;
    }
    const [hugo, alba] = candidates;
    const withCandidates = offerIds.candidates;
    const toClose = offerIds.close;
    if (!hugo || !alba || withCandidates === undefined || toClose === undefined) {
      throw new Error('applications not built');
    }
    for (const [orden, a] of [
      { offerId: withCandidates, candidateId: hugo.id, estados: [1] },
      { offerId: withCandidates, candidateId: alba.id, estados: [1, 2] },
      { offerId: toClose, candidateId: alba.id, estados: [1] },
    ].entries()) {
      await insertApplicationWithHistory(db, {
        ...a,
        orden,
        changedBy: (step) => (step === 0 ? a.candidateId : userId),
        now,
        daysApart: 1,
      });
    }
    return {
      id: companyId,
      nombreComercial: input.nombreComercial,
      offers: offerIds,
      candidates,
      ...signInOf(userId, email, 'Rocío'),
    };
  },
};
