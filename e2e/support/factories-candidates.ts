import type { APIRequestContext } from '@playwright/test';
import { build, type BuiltAccount, type BuiltCompany } from './factory.ts';

/**
 * The candidate's own activity, built through the test server's candidate factories
 * (apps/api/src/test/e2e/factories-candidates.ts).
 */
export interface ActivityInput {
  nombre?: string;
  apellidos?: string;
  /** Also looks for a job (the job applications list). */
  empleo?: boolean;
  /** In order of preference, each on a new offer of a new company. */
  candidaturas?: {
    titulo: string;
    familia?: 'practicas' | 'empleo';
    /** The states it went through, the last one current. */
    estados: number[];
    /** A pre-enrolment (16) that comes with the two documents to sign. */
    firmas?: boolean;
  }[];
}

export type BuiltActivity = BuiltAccount & {
  ofertas: { id: number; applicationId: number; titulo: string }[];
};

export interface InternshipInput {
  candidateId: number;
  titulo: string;
  empresa: string;
  tutorEmpresa: string;
  tutorEmpresaEmail?: string;
  tutorAcademico: string;
  /** The document the careers office asks for (and any others). */
  documento: string;
  otrosDocumentos?: string[];
}

export interface EventInput {
  titulo: string;
  /** Days from now (negative: a past event). */
  dias: number;
  lugar?: string;
  categoria?: string;
  categoriaSlug?: string;
  /** Shown to anyone (default); otherwise to signed-in candidates only. */
  publico?: boolean;
  /** No place limit unless given. */
  plazas?: number;
}

export interface SurveyInput {
  /**
   * trayectoria: the career survey with skip rules; satisfaccion: answerable anonymously;
   * obligatoria: blocks its targets until answered; evaluacion: answered through its link token.
   */
  tipo: 'trayectoria' | 'satisfaccion' | 'obligatoria' | 'evaluacion';
  titulo: string;
  /** The users it is meant for; none: every candidate. */
  destinatarios?: number[];
}

export interface CommunicationInput {
  destinatarios?: 'alumno' | 'empresa' | 'todos';
  descripcion: string;
  enlace?: string;
  /** Shown from this many days from now (default today) until `hastaDias`, if given. */
  desdeDias?: number;
  hastaDias?: number;
}

export function candidateFactory(request: APIRequestContext) {
  return {
    /** A student with a complete CV and applications to new offers, in order of preference. */
    activity: (input: ActivityInput) => build<BuiltActivity>(request, 'actividad', input),
    /**
     * A student with proposals already made (pending, or rejected with `motivoRechazo`), or with
     * `educacion` an education student.
     */
    proposer: (input: {
      nombre?: string;
      propuestas?: { nombreEmpresa: string; motivoRechazo?: string }[];
      educacion?: boolean;
    }) => build<BuiltAccount>(request, 'proponente', input),
    /** A student without a social security number (asked for after signing in). */
    withoutNss: (input: { nombre?: string; apellidos?: string } = {}) =>
      build<BuiltAccount>(request, 'candidato', { ...input, sin: ['nss'] }),
    /** A company with every company datum (no missing-data notice). */
    completeCompany: (input: { nombre?: string; apellidos?: string } = {}) =>
      build<BuiltCompany>(request, 'empresa', input),
    /** An education centre in Granada with `plazas` places (default 6). */
    educationCentre: (input: { nombreComercial: string; plazas?: number }) =>
      build<{ id: number; nombreComercial: string }>(request, 'centroEducativo', input),
    /** An internship in progress at a new company, with one requested document. */
    internship: (input: InternshipInput) => build<{ id: number }>(request, 'practica', input),
    /** An event with a unique slug. */
    event: (input: EventInput) =>
      build<{ id: number; slug: string; titulo: string }>(request, 'evento', input),
    /** A published guide. */
    guide: (input: { titulo: string; descripcion: string; urlFichero?: string }) =>
      build<{ id: number }>(request, 'guia', input),
    /** An active internship programme. */
    programme: (input: {
      titulo: string;
      descripcion?: string;
      financiacion?: string;
      tiposEstudios?: string;
      meses?: number;
      documentosRequeridos?: number[];
    }) => build<{ id: number; slug: string; titulo: string }>(request, 'programa', input),
    /** A communication from the careers office (for candidates unless `destinatarios`). */
    communication: (input: CommunicationInput) =>
      build<{ id: number }>(request, 'comunicacion', input),
    /** A survey with a unique slug; `token` is the evaluation's invitation. */
    survey: (input: SurveyInput) =>
      build<{ id: number; slug: string; titulo: string; token: string | null }>(
        request,
        'encuestaModelo',
        input,
      ),
  };
}
