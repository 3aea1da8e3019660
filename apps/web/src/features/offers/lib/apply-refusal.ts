import {
  Codes,
  requiredDocumentSchema,
  unmetRequirementSchema,
  type CvCompleteness,
  type RequiredDocument,
} from '@portal/contracts';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';

/** How the offer sheet answers a refused application. */
export type ApplyRefusal =
  /** 11: the documents to upload are asked for beside the button, then the user retries. */
  | { kind: 'documents'; code: number; documents: RequiredDocument[] }
  /** 91: the programme adhesion is offered beside the button. */
  | { kind: 'adhesion'; code: number; idPrograma: number | null; urlPrograma: string | null }
  /** Any other code: the error banner with the catalogue text (80 with its list of requisites). */
  | {
      kind: 'banner';
      code: number;
      serverMessage: string | null;
      params?: Readonly<Record<string, string | number | readonly string[]>>;
    }
  /** Not an answer of the server (network, bug): the shared handler shows it. */
  | { kind: 'unexpected' };

const documentsSchema = z.object({ documentacionNecesaria: z.array(requiredDocumentSchema) });
const requirementsSchema = z.object({ requisitos: z.array(unmetRequirementSchema) });
const adhesionSchema = z.object({
  idPrograma: z.number().int().nullish(),
  urlPrograma: z.string().nullish(),
});

/** Reads the refusal of `inscribirse` into what the page shows. */
export function applyRefusalOf(error: unknown): ApplyRefusal {
  if (!isApiError(error) || error.network) {
    return { kind: 'unexpected' };
  }
  const { status, datos, mensaje } = error;
  if (status === Codes.MISSING_DOCUMENTATION) {
    const parsed = documentsSchema.safeParse(datos);
    if (parsed.success && parsed.data.documentacionNecesaria.length > 0) {
      return { kind: 'documents', code: status, documents: parsed.data.documentacionNecesaria };
    }
  }
  if (status === Codes.ADHESION_REQUIRED) {
    const parsed = adhesionSchema.safeParse(datos);
    return {
      kind: 'adhesion',
      code: status,
      idPrograma: parsed.success ? (parsed.data.idPrograma ?? null) : null,
      urlPrograma: parsed.success ? (parsed.data.urlPrograma ?? null) : null,
    };
  }
  if (status === Codes.REQUIREMENTS_NOT_MET) {
    const parsed = requirementsSchema.safeParse(datos);
    if (parsed.success) {
      return {
        kind: 'banner',
        code: status,
        serverMessage: mensaje,
        params: { requisitos: parsed.data.requisitos.map((r) => r.descripcion) },
      };
    }
  }
  return { kind: 'banner', code: status, serverMessage: mensaje };
}

/**
 * What the CV's completeness says before applying: nothing (apply), the missing work permit (34,
 * which the server also answers before the rest of the CV) or the rest of the required data (540).
 */
export function cvRefusalBeforeApplying(
  completeness: Pick<CvCompleteness, 'faltan'>,
): typeof Codes.WORK_PERMIT_REQUIRED | typeof Codes.COMPLETE_YOUR_CV_TO_APPLY | null {
  const required = completeness.faltan.filter((item) => item.obligatorio);
  if (required.length === 0) {
    return null;
  }
  return required.some((item) => item.campo === 'tienePermisoTrabajo')
    ? Codes.WORK_PERMIT_REQUIRED
    : Codes.COMPLETE_YOUR_CV_TO_APPLY;
}
