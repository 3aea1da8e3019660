import { z } from 'zod';
import { PORTFOLIO_DOCUMENT_TYPE } from './cv.ts';
import { uploadSchema } from './uploads.ts';

/** Kinds of documents a candidate keeps (own CV, proofs the apply rules ask for). */
export const CandidateDocumentType = {
  OWN_CV: 1,
  SOCIAL_SECURITY_PROOF: 2,
  WORK_PERMIT: 3,
  REGISTRATION_CERTIFICATE: 4,
  ACADEMIC_RECORD: 5,
  OTHER: 6,
} as const;

export const tiposDocumentoCandidato = [
  {
    id: 1,
    descripcion: 'CV propio',
    descripcionEn: 'Own CV',
    detalle: 'Tu currículum en tu propio formato (PDF o documento de texto).',
    detalleEn: 'Your CV in your own format (PDF or text document).',
  },
  {
    id: 2,
    descripcion: 'Justificante de asignación del número de la Seguridad Social',
    descripcionEn: 'Proof of your Social Security number',
    detalle:
      'Documento de la Tesorería General de la Seguridad Social con tu número de afiliación.',
    detalleEn: "The Social Security General Treasury's document with your affiliation number.",
  },
  {
    id: 3,
    descripcion: 'Permiso de trabajo',
    descripcionEn: 'Work permit',
    detalle:
      'Autorización de residencia y trabajo en vigor (personas de fuera del Espacio Económico Europeo).',
    detalleEn:
      'A valid residence and work permit (people from outside the European Economic Area).',
  },
  {
    id: 4,
    descripcion: 'Certificado de empadronamiento',
    descripcionEn: 'Certificate of registration (padrón)',
    detalle: 'Certificado de empadronamiento emitido en los últimos tres meses.',
    detalleEn: 'A certificate of registration issued in the last three months.',
  },
  {
    id: 5,
    descripcion: 'Certificado académico',
    descripcionEn: 'Academic transcript',
    detalle: 'Expediente académico o certificado de notas actualizado.',
    detalleEn: 'Your academic record or an up-to-date transcript of grades.',
  },
  {
    id: 6,
    descripcion: 'Otros documentos',
    descripcionEn: 'Other documents',
    detalle: 'Cualquier otro documento para tu perfil.',
    detalleEn: 'Any other document for your profile.',
  },
] as const;

/**
 * The name and detail of a candidate's document type in `language` (a portfolio file, 7, is a
 * «Portfolio» in both); null for an unknown type.
 */
export function candidateDocumentTypeText(
  id: number,
  language: string,
): { nombre: string; detalle: string } | null {
  if (id === PORTFOLIO_DOCUMENT_TYPE) {
    return { nombre: 'Portfolio', detalle: '' };
  }
  const type = tiposDocumentoCandidato.find((t) => t.id === id);
  if (type === undefined) {
    return null;
  }
  return language.startsWith('en')
    ? { nombre: type.descripcionEn, detalle: type.detalleEn }
    : { nombre: type.descripcion, detalle: type.detalle };
}

/** `POST /api/Alumno/addDoc`: a document of a kind (e.g. those listed by code 11). */
export const candidateDocumentUploadSchema = uploadSchema.extend({
  idTipoDocumento: z.coerce.number().int().min(1).max(tiposDocumentoCandidato.length),
});
export type CandidateDocumentUpload = z.infer<typeof candidateDocumentUploadSchema>;

export const candidateDocumentSchema = z.object({
  idDocumento: z.number().int(),
  idTipoDocumento: z.number().int(),
  tipo: z.string(),
  nombre: z.string(),
  fecha: z.string(),
  url: z.string(),
});
export type CandidateDocument = z.infer<typeof candidateDocumentSchema>;
