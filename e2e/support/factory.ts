import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Builds a spec's own data through the test server's factories (apps/api/src/test/e2e): each call
 * makes new rows with unique emails, so a spec depends neither on the demo data nor on another
 * spec. Everyone built signs in with the demo password.
 */
export async function build<T>(
  request: APIRequestContext,
  factory: string,
  input: object,
): Promise<T> {
  const response = await request.post(`/__e2e/${factory}`, { data: input });
  expect(response.status(), `factory ${factory}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Who a spec signs in as: the address, the login page and the first name the shell greets. */
export interface Account {
  user: string;
  login: string;
  name: string;
}

interface Person {
  nombre?: string;
  apellidos?: string;
}

export type BuiltAccount = Account & { id: number };
export type BuiltCompany = BuiltAccount & {
  userId: number;
  nombreComercial: string;
  /** The second company of a user of two (`otraEmpresa`). */
  otra?: { id: number; nombreComercial: string };
};

interface EventInput {
  titulo: string;
  entradilla?: string;
  dias?: number;
  lugar?: string;
  categoria?: string;
  categoriaSlug?: string;
  publico?: boolean;
  destacado?: boolean;
  plazas?: number;
}

interface NotificationInput {
  titulo: string;
  texto: string;
  tituloEn?: string;
  textoEn?: string;
  leida?: boolean;
  urlAcceso?: string;
  urlExterna?: string;
  diasAtras?: number;
}

interface CandidateInput extends Person {
  /** Student (default), graduate (former-students door) or a graduate studying again. */
  tipo?: 'alumno' | 'titulado' | 'mixto';
  /** Passes every apply rule of a plain offer of degree 36. */
  apto?: boolean;
  /** A student who also looks for a job. */
  empleo?: boolean;
  /** Required CV data left out. */
  sin?: ('nss' | 'telefono' | 'dni')[];
  aceptaPrivacidad?: boolean;
  /** Blocked, with the message they see when signing in. */
  bloqueado?: string;
  /** The CV's presentation, rich text as the editor writes it. */
  presentacion?: string;
  /** An account the candidate opened, not the record's: its identity document is theirs to write. */
  cuentaPropia?: boolean;
}

export interface OfferInput {
  companyId?: number;
  familia?: 'practicas' | 'practicastitulados' | 'empleo';
  titulo: string;
  descripcion?: string;
  estado?: number;
  titulaciones?: number[];
  /** Madrid (28) unless told. */
  idProvincia?: number;
  idSector?: number;
  idAreaFuncional?: number;
  idRangoSalarial?: number;
  intermediacion?: boolean;
  diasParaInscribirse?: number;
}

export function factory(request: APIRequestContext) {
  return {
    /** A student with one degree in progress (degree 36) and the CV data applying requires. */
    candidate: (input: CandidateInput = {}) => build<BuiltAccount>(request, 'candidato', input),
    /** A validated company with one user. */
    company: (
      input: Person & { nombreComercial?: string; otraEmpresa?: string; pendiente?: boolean } = {},
    ) => build<BuiltCompany>(request, 'empresa', input),
    /** A published offer (of a new company unless `companyId`), open to degree 36. */
    offer: (input: OfferInput) =>
      build<{ id: number; companyId: number; titulo: string }>(request, 'oferta', input),
    /** An application that went through `estados` (default: just sent). */
    application: (input: {
      offerId: number;
      candidateId: number;
      estados?: number[];
      diasEntreEstados?: number;
    }) => build<{ id: number }>(request, 'inscripcion', input),
    /** An open candidates' survey (three questions) addressed to `destinatarios`. */
    survey: (input: { titulo: string; obligatoria?: boolean; destinatarios: number[] }) =>
      build<{ id: number; slug: string; titulo: string }>(request, 'encuesta', input),
    /** Notifications of a user, each a day older than the one before unless `diasAtras`. */
    notifications: (userId: number, lista: NotificationInput[]) =>
      build<{ ids: number[] }>(request, 'notificaciones', { userId, lista }),
    /** An event `dias` days from now (10 unless told), public unless told. */
    event: (input: EventInput) =>
      build<{ id: number; slug: string; titulo: string }>(request, 'evento', input),
    /** A news item, or a press item with its outlet (`tipo: 'prensa'`, `fuente`). */
    news: (input: {
      tipo?: 'noticia' | 'prensa';
      titulo: string;
      entradilla?: string;
      fuente?: string;
      enlaceExterno?: string;
      diasAtras?: number;
      publicada?: boolean;
    }) => build<{ id: number }>(request, 'noticia', input),
    /** A careers-office user (an administrator unless `rol`). */
    staff: (input: Person & { rol?: 'administrador' | 'gestor' } = {}) =>
      build<BuiltAccount>(request, 'gestor', input),
  };
}

/** A word no other test's data contains, to make titles a search finds only here. */
export const uniqueWord = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;
