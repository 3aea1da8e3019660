import { z } from 'zod';
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
    detalle: 'Tu currículum en tu propio formato (PDF o documento de texto).',
  },
  {
    id: 2,
    descripcion: 'Justificante de asignación del número de la Seguridad Social',
    detalle:
      'Documento de la Tesorería General de la Seguridad Social con tu número de afiliación.',
  },
  {
    id: 3,
    descripcion: 'Permiso de trabajo',
    detalle:
      'Autorización de residencia y trabajo en vigor (personas de fuera del Espacio Económico Europeo).',
  },
  {
    id: 4,
    descripcion: 'Certificado de empadronamiento',
    detalle: 'Certificado de empadronamiento emitido en los últimos tres meses.',
  },
  {
    id: 5,
    descripcion: 'Certificado académico',
    detalle: 'Expediente académico o certificado de notas actualizado.',
  },
  { id: 6, descripcion: 'Otros documentos', detalle: 'Cualquier otro documento para tu perfil.' },
] as const;

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
