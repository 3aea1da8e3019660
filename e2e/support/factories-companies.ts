import type { APIRequestContext } from '@playwright/test';
import { build, type Account } from './factory.ts';

/**
 * The data of the company specs (e2e/companies), built through the test server's factories
 * (apps/api/src/test/e2e/factories-companies.ts). Everyone built signs in with the demo password.
 */
export type CompanyAccount = Account & { id: number; userId: number };

export type OffersCompany = CompanyAccount & {
  nombreComercial: string;
  /** The ids of its offers, by what the specs do with them. */
  offers: Record<'candidates' | 'pending' | 'close' | 'copy' | 'delete' | 'rejected', number>;
  /** Hugo and Alba, the candidates of its offers. */
  candidates: { id: number; email: string; nombre: string }[];
};

export function companyFactory(request: APIRequestContext) {
  return {
    /** A validated company lacking phone, email and sector, in Salamanca. */
    incompleteCompany: (input: { nombreComercial: string; nombre?: string; apellidos?: string }) =>
      build<CompanyAccount>(request, 'empresaIncompleta', input),
    /** Six invoices of a company over three years, numbered `<prefijo>-<year>-<n>`. */
    invoices: (input: { companyId: number; prefijo: string }) =>
      build<{ companyId: number }>(request, 'facturas', input),
    /** An active programme of twelve months, co-funded by the European Social Fund Plus. */
    programme: (input: { titulo: string }) =>
      build<{ id: number; slug: string; titulo: string }>(request, 'programa', {
        ...input,
        descripcion:
          '<p>Prácticas remuneradas de 12 meses para titulados recientes, cofinanciadas por el Fondo Social Europeo Plus.</p>',
        financiacion: 'Fondo Social Europeo Plus',
        tiposEstudios: 'Grado y Máster',
        meses: 12,
      }),
    /** A current communication for candidates, companies or both. */
    communication: (input: {
      destinatarios: 'alumno' | 'empresa' | 'todos';
      descripcion: string;
    }) => build<{ id: number }>(request, 'comunicacion', { ...input, desdeDias: -3 }),
    /** A company with its own offers in every state and two candidates, Hugo and Alba. */
    offersCompany: (input: { nombreComercial: string }) =>
      build<OffersCompany>(request, 'empresaConOfertas', input),
    /** A company with one contact, one billing account and an agreement in every state. */
    agreementsCompany: () => build<CompanyAccount>(request, 'empresaConvenios', {}),
    /**
     * A company with documents, an internship and two agreements, and the careers office's
     * documentation titled with `palabra`.
     */
    documentationCompany: (input: { palabra: string }) =>
      build<CompanyAccount>(request, 'empresaDocumentacion', input),
    /** Three internships, Marta's with a pending extension request, Hugo's and a finished one. */
    changesCompany: () => build<CompanyAccount>(request, 'empresaCambios', {}),
    /**
     * An education centre (6 places) with requests in every state, and the DNI of Tomás, an
     * education student without requests.
     */
    educationCentre: () =>
      build<CompanyAccount & { dniTomas: string }>(request, 'centroConSolicitudes', {}),
  };
}
