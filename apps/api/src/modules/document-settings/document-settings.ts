import type { AppContext } from '../../context.ts';
import { defaultAgreementClauses } from './agreement-clauses.ts';

/**
 * The university as a party to agreements and as the issuer of invoices, and the agreement's
 * clauses per language: set by the careers office in the back-office.
 */
export interface DocumentSettings {
  razonSocial: string;
  cif: string;
  direccion: string;
  /** Where agreements are signed («En Madrid, a …»). */
  localidad: string;
  representanteNombre: string;
  representanteCargo: string;
  iban: string;
  diasPago: number;
  /** VAT rate in percent for new invoices. */
  tipoIva: number;
  serieFactura: string;
  clausulasConvenio: { es: string; en: string };
}

export const defaultDocumentSettings = (universidad: string): DocumentSettings => ({
  razonSocial: universidad,
  cif: 'Q0000000J',
  direccion: 'Avenida de la Universidad, 1, 28000 Madrid',
  localidad: 'Madrid',
  representanteNombre: 'Vicerrectorado de Estudiantes y Empleo',
  representanteCargo: 'Vicerrector/a de Estudiantes y Empleo, por delegación del Rector/a',
  iban: 'ES9121000418450200051332',
  diasPago: 30,
  tipoIva: 21,
  serieFactura: 'F',
  clausulasConvenio: { ...defaultAgreementClauses },
});

export async function getDocumentSettings(ctx: AppContext): Promise<DocumentSettings> {
  const brand = await ctx.brand.get();
  return defaultDocumentSettings(brand.universidad);
}
