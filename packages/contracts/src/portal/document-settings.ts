import { z } from 'zod';
import { requiredTextSchema, textFieldSchema } from '../validators/schema-helpers.ts';
import { cifSchema, ibanSchema } from '../validators/schemas-documents.ts';
import { validationMessages } from '../validators/messages.ts';

/**
 * The university as a party to agreements and as the issuer of invoices, and the agreement's
 * clauses per language: set by administrators, printed in the PDFs generated after.
 */
const clauseTextSchema = requiredTextSchema().max(20_000, {
  error: validationMessages.maxLength.mensaje,
});

export const documentSettingsSchema = z.object({
  razonSocial: textFieldSchema(3, 200),
  cif: cifSchema,
  direccion: textFieldSchema(3, 300),
  localidad: textFieldSchema(2, 100),
  representanteNombre: textFieldSchema(3, 200),
  representanteCargo: textFieldSchema(3, 200),
  iban: ibanSchema,
  diasPago: z.coerce
    .number({ error: validationMessages.malformed.mensaje })
    .int({ error: validationMessages.malformed.mensaje })
    .min(0, { error: validationMessages.malformed.mensaje })
    .max(365, { error: validationMessages.malformed.mensaje }),
  tipoIva: z.coerce
    .number({ error: validationMessages.malformed.mensaje })
    .min(0, { error: validationMessages.malformed.mensaje })
    .max(100, { error: validationMessages.malformed.mensaje }),
  serieFactura: textFieldSchema(1, 20),
  clausulasConvenio: z.object({ es: clauseTextSchema, en: clauseTextSchema }),
});
export type DocumentSettings = z.output<typeof documentSettingsSchema>;
export type DocumentSettingsInput = z.input<typeof documentSettingsSchema>;
