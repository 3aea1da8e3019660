import { z } from 'zod';

export const signatureDocumentParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * `dameLinkFirmaDocumentoPersonal/{id}`: where to sign. With the built-in provider `enlace` is the
 * portal page and `urlDocumento` the PDF (GET with the session); an external provider gives its
 * own URL and `firmaEnPortal: false`.
 */
export const signingLinkSchema = z.object({
  idDocumento: z.number().int(),
  nombre: z.string(),
  enlace: z.string(),
  urlDocumento: z.string(),
  proveedor: z.string(),
  firmaEnPortal: z.boolean(),
  firmado: z.boolean(),
  /** ISO 8601 instant of the signature, when signed. */
  fechaFirma: z.string().nullable(),
  oferta: z.string().nullable(),
  /** The application the document belongs to (pre-enrolment documents), or null. */
  idCandidatura: z.number().int().nullable(),
  /** The text of the document (paragraphs), the same the PDF shows, to read it in the page. */
  parrafos: z.array(z.string()),
});
export type SigningLink = z.infer<typeof signingLinkSchema>;

/** `POST /api/Alumno/firmarDocumentoPersonal/{id}`: explicit acceptance of the PDF shown. */
export const signDocumentBodySchema = z.object({
  acepto: z.literal(true),
  /** SHA-256 (hex) of the PDF the signer saw, when the client computed it: must match. */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type SignDocumentBody = z.infer<typeof signDocumentBodySchema>;

export const signDocumentResultSchema = z.object({
  idDocumento: z.number().int(),
  firmado: z.literal(true),
  fechaFirma: z.string(),
  sha256: z.string(),
  /** Documents of the same application still to sign (0: the company can now see the CV). */
  pendientes: z.number().int(),
});
export type SignDocumentResult = z.infer<typeof signDocumentResultSchema>;
