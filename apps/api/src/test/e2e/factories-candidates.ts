import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { communications, internshipDocuments, signatureDocuments } from '../../db/schema.ts';
import { insertApplicationWithHistory } from '../../db/seed/demo-builders.ts';
import { isoDay } from '../../db/seed/ids.ts';
import { preEnrolmentDocuments } from '../../modules/signatures/signature-texts.ts';
import { buildGuide } from '../build-content.ts';
import { buildNamedCompany } from '../fixture-companies.ts';
import { buildInternship } from '../fixture-internships.ts';
import { buildEligibleStudent, buildOffer, buildProgramme, dayOffset } from '../offer-builders.ts';
import {
  buildEducationCentre,
  buildProposals,
  makeEducationStudent,
} from './candidate-requests.ts';
import { buildCandidateSurvey } from './candidate-surveys.ts';
import { setPerson, tag } from './people.ts';

/**
 * The candidate's own activity (my applications, pre-enrolment and signing, my internships,
 * events), built as the demo seed's activity accounts hold it.
 */

const activityInput = z.object({
  nombre: z.string().min(1).default('Irene'),
  apellidos: z.string().min(1).default('Castro Vega'),
  /** Also looks for a job (the job applications list). */
  empleo: z.boolean().default(false),
  /** In order of preference; each on a new offer of a new company. */
  candidaturas: z
    .array(
      z.object({
        titulo: z.string().min(1),
        familia: z.enum(['practicas', 'empleo']).default('practicas'),
        /** The states it went through, the last one current (three days apart). */
        estados: z.array(z.number().int()).min(1),
        /** A pre-enrolment (16) that comes with the two documents to sign. */
        firmas: z.boolean().default(false),
      }),
    )
    .default([]),
});

const internshipInput = z.object({
  candidateId: z.number().int().positive(),
  titulo: z.string().min(1),
  empresa: z.string().min(1),
  tutorEmpresa: z.string().min(1),
  tutorEmpresaEmail: z.email().optional(),
  tutorAcademico: z.string().min(1),
  /** The document the careers office asks for, not delivered yet (and any others). */
  documento: z.string().min(1),
  otrosDocumentos: z.array(z.string().min(1)).default([]),
});

const surveyInput = z.object({
  tipo: z.enum(['trayectoria', 'satisfaccion', 'obligatoria', 'evaluacion']),
  titulo: z.string().min(1),
  /** The users it is meant for; none: every candidate. */
  destinatarios: z.array(z.number().int().positive()).default([]),
});

const guideInput = z.object({
  titulo: z.string().min(1),
  descripcion: z.string().min(1),
  urlFichero: z.string().min(1).nullable().default(null),
});

const programmeInput = z.object({
  titulo: z.string().min(1),
  descripcion: z.string().optional(),
  financiacion: z.string().default(''),
  tiposEstudios: z.string().optional(),
  meses: z.number().int().positive().default(12),
  /** The candidate document types an application needs (none unless given). */
  documentosRequeridos: z.array(z.number().int().positive()).optional(),
});

const communicationInput = z.object({
  destinatarios: z.enum(['alumno', 'empresa', 'todos']).default('alumno'),
  descripcion: z.string().min(1),
  enlace: z.string().min(1).nullable().default(null),
  /** Shown from this many days from now (negative: already shown) until `hastaDias`, if any. */
  desdeDias: z.number().int().default(0),
  hastaDias: z.number().int().nullable().default(null),
});

const proposerInput = z.object({
  nombre: z.string().min(1).default('Martina'),
  apellidos: z.string().min(1).default('Galán Robles'),
  /** Proposals already made: pending, or rejected when `motivoRechazo` is given. */
  propuestas: z
    .array(
      z.object({
        nombreEmpresa: z.string().min(1),
        motivoRechazo: z.string().min(1).nullable().default(null),
      }),
    )
    .default([]),
  /** An education student (education degree), who may ask an education centre. */
  educacion: z.boolean().default(false),
});

const centreInput = z.object({
  nombreComercial: z.string().min(1),
  plazas: z.number().int().nonnegative().default(6),
});

export const candidateFactories = {
  /** A student with a complete CV and applications to new offers, as candidaturas@demo.es. */
  async actividad(db: Db, raw: unknown) {
    const input = activityInput.parse(raw);
    const email = `actividad-${tag()}@e2e.es`;
    const user = await buildEligibleStudent(db, { email, conEmpleo: input.empleo });
    await setPerson(db, user.id, input);
    const now = new Date();
    const ofertas: { id: number; applicationId: number; titulo: string }[] = [];
    for (const [i, application] of input.candidaturas.entries()) {
      const nombreComercial = `Empresa ${tag()}`;
      const { company } = await buildNamedCompany(db, nombreComercial);
      const offer = await buildOffer(db, {
        companyId: company.id,
        familia: application.familia,
        titulo: application.titulo,
        curricular: application.familia === 'practicas',
      });
      const applicationId = await insertApplicationWithHistory(db, {
        offerId: offer.id,
        candidateId: user.id,
        orden: i + 1,
        estados: application.estados,
        changedBy: () => user.id,
        now,
        daysApart: 3,
      });
      if (application.firmas) {
        await db.insert(signatureDocuments).values(
          preEnrolmentDocuments({
            candidato: `${input.nombre} ${input.apellidos}`,
            dni: null,
            oferta: offer.titulo,
            empresa: nombreComercial,
            universidad: 'Universidad de Pruebas',
            programa: null,
          }).map((d) => ({ ...d, candidateId: user.id, applicationId })),
        );
      }
      ofertas.push({ id: offer.id, applicationId, titulo: offer.titulo });
    }
    return { id: user.id, user: email, login: '/login/alumnos', name: input.nombre, ofertas };
  },

  /** A student with internship proposals already made, or an education student. */
  async proponente(db: Db, raw: unknown) {
    const input = proposerInput.parse(raw);
    const email = `propuesta-${tag()}@e2e.es`;
    const user = await buildEligibleStudent(db, { email });
    await setPerson(db, user.id, input);
    if (input.educacion) {
      await makeEducationStudent(db, user.id);
    }
    await buildProposals(db, user.id, input.propuestas);
    return { id: user.id, user: email, login: '/login/alumnos', name: input.nombre };
  },

  /** An education centre in Granada with places for education students. */
  async centroEducativo(db: Db, raw: unknown) {
    const input = centreInput.parse(raw);
    const centre = await buildEducationCentre(db, input.nombreComercial, input.plazas);
    return { id: centre.id, nombreComercial: input.nombreComercial };
  },

  /** An internship in progress of a candidate at a new company, with one requested document. */
  async practica(db: Db, raw: unknown) {
    const input = internshipInput.parse(raw);
    const { company } = await buildNamedCompany(db, input.empresa);
    const { internship } = await buildInternship(
      db,
      input.candidateId,
      {
        companyId: company.id,
        titulo: input.titulo,
        curricular: false,
        tutorEmpresaNombre: input.tutorEmpresa,
        ...(input.tutorEmpresaEmail === undefined
          ? {}
          : { tutorEmpresaEmail: input.tutorEmpresaEmail }),
        tutorAcademicoNombre: input.tutorAcademico,
      },
      { documents: false },
    );
    await db.insert(internshipDocuments).values(
      [input.documento, ...input.otrosDocumentos].map((nombre) => ({
        internshipId: internship.id,
        nombre,
        descripcion: 'El documento que la oficina de prácticas te pide.',
        solicitado: true,
        fechaLimite: isoDay(new Date(), 10),
      })),
    );
    return { id: internship.id };
  },

  /** A published guide (the newest). */
  async guia(db: Db, raw: unknown) {
    const guide = await buildGuide(db, guideInput.parse(raw));
    return { id: guide.id };
  },

  /** An active internship programme, with a unique slug. */
  async programa(db: Db, raw: unknown) {
    const programme = await buildProgramme(db, programmeInput.parse(raw));
    return { id: programme.id, slug: programme.slug, titulo: programme.titulo };
  },

  /** A communication from the careers office. */
  async comunicacion(db: Db, raw: unknown) {
    const input = communicationInput.parse(raw);
    const [row] = await db
      .insert(communications)
      .values({
        destinatarios: input.destinatarios,
        descripcion: input.descripcion,
        enlace: input.enlace,
        fechaDesde: dayOffset(input.desdeDias),
        fechaHasta: input.hastaDias === null ? null : dayOffset(input.hastaDias),
      })
      .returning({ id: communications.id });
    return { id: row?.id };
  },

  /** A survey with the demo seed's questions of its kind (the evaluation with its link token). */
  async encuestaModelo(db: Db, raw: unknown) {
    const input = surveyInput.parse(raw);
    return buildCandidateSurvey(db, {
      tipo: input.tipo,
      titulo: input.titulo,
      targets: input.destinatarios,
    });
  },
};
