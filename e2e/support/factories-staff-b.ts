import type { APIRequestContext } from '@playwright/test';
import { build, type BuiltAccount } from './factory.ts';

/**
 * The data of the back-office specs of offers, companies, agreements and list filters, built
 * through the test server's factories (apps/api/src/test/e2e/factories-staff-b.ts). Everyone
 * built signs in with the demo password.
 */
interface Person {
  nombre: string;
  apellidos: string;
}

export interface StaffOfferInput {
  titulo: string;
  /** 1 pending validation (default), 2 published. */
  estado?: number;
  familia?: 'practicas' | 'practicastitulados' | 'empleo';
  /** The changes the careers office asked for (the offer waits for them). */
  cambiosSolicitados?: string;
  /** Candidates who just applied to it. */
  candidatos?: Person[];
}

export interface StaffCompanyInput {
  nombreComercial: string;
  /** `<nombreComercial> S.L.` unless told. */
  razonSocial?: string;
  /** The tax id as written (another company's with a dash makes a duplicate); a new one unless told. */
  cif?: string;
  pendiente?: boolean;
  /** Blocked with this message. */
  bloqueo?: string;
  usuario: Person;
  /** A second user, who also belongs to a company of their own called `empresa`. */
  otroUsuario?: Person & { empresa: string };
  ofertas?: StaffOfferInput[];
}

export type StaffCompany = BuiltAccount & {
  userId: number;
  cif: string;
  nombreComercial: string;
  ofertas: { id: number; titulo: string }[];
  otroUsuario?: { id: number; email: string };
};

export function staffBFactory(request: APIRequestContext) {
  return {
    /** A company (validated unless `pendiente`) with its users, offers and their candidates. */
    company: (input: StaffCompanyInput) => build<StaffCompany>(request, 'empresaGestion', input),
    /** A waiting request for a company account. */
    accountRequest: (input: Person & { nombreEmpresa: string }) =>
      build<{ id: number; email: string; cif: string }>(request, 'solicitudEmpresa', input),
    /** `Astilleros <palabra>`, with seven agreements (two signed by the company) and no invoices. */
    agreementsCompany: (input: { palabra: string }) =>
      build<{ id: number; cif: string; nombreComercial: string }>(
        request,
        'empresaConveniosGestion',
        input,
      ),
    /** The careers office's annexes, training notes and other documents, titled with `palabra`. */
    documentation: (input: { palabra: string }) => build<object>(request, 'documentacion', input),
    /** A draft survey without questions, answers or invitations. */
    draftSurvey: (input: { titulo: string }) =>
      build<{ id: number }>(request, 'encuestaBorrador', input),
    /** A pending deletion request and one refused with `motivo`. */
    deletionRequests: (input: { pendiente: Person; rechazada: Person; motivo: string }) => {
      type Requester = { id: number; email: string; dni: string };
      return build<{ pendiente: Requester; rechazada: Requester }>(
        request,
        'solicitudesBaja',
        input,
      );
    },
    /** A deactivated careers-office manager. */
    formerManager: (input: Person) =>
      build<{ id: number; email: string }>(request, 'gestorDesactivado', input),
  };
}
