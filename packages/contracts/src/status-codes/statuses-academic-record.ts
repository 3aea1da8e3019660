import type { StatusCode } from './codes.ts';
import type { StatusTable } from './status-code.types.ts';

/**
 * The university's academic record: who counts as the university's own candidate, and the import
 * of the record. These codes are the portal's own (the spec's catalogue has none for them).
 */
export const academicRecordStatuses = {
  120: {
    code: 120,
    category: 'medium',
    kind: 'error',
    httpStatus: 403,
    es: {
      titulo: 'Oferta para estudiantes y titulados de la universidad',
      cuerpo:
        'Esta oferta es solo para estudiantes y titulados de la universidad, y tu cuenta aún no está verificada con su expediente académico. Pide al servicio de empleo que la verifique.',
    },
    en: {
      titulo: "Offer for the university's students and graduates",
      cuerpo:
        "This offer is only for the university's students and graduates, and your account has not yet been verified against its academic record. Ask the careers office to verify it.",
    },
  },
  121: {
    code: 121,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Importación en curso',
      cuerpo:
        'Ya se está importando otro fichero del expediente académico. Espera a que termine y vuelve a intentarlo.',
    },
    en: {
      titulo: 'Import in progress',
      cuerpo:
        'Another academic record file is being imported. Wait until it finishes and try again.',
    },
  },
  122: {
    code: 122,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    serverMessage: true,
    es: {
      titulo: 'Fichero no válido',
      cuerpo: 'El fichero no se puede leer como expediente académico (CSV o XLSX).',
    },
    en: {
      titulo: 'Invalid file',
      cuerpo: 'The file cannot be read as an academic record (CSV or XLSX).',
    },
  },
  123: {
    code: 123,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'Filas rechazadas',
      cuerpo:
        'El fichero tiene filas rechazadas y no se ha aplicado. Corrígelas o aplica solo las filas válidas.',
    },
    en: {
      titulo: 'Rows refused',
      cuerpo:
        'The file has refused rows and was not applied. Correct them or apply the valid rows only.',
    },
  },
  124: {
    code: 124,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Importación ya resuelta',
      cuerpo:
        'Esta importación ya no está pendiente de confirmar (se aplicó, se rechazó o hay otra más reciente). Sube el fichero de nuevo.',
    },
    en: {
      titulo: 'Import no longer pending',
      cuerpo:
        'This import is no longer waiting for confirmation (it was applied, refused or a newer one exists). Upload the file again.',
    },
  },
  125: {
    code: 125,
    category: 'medium',
    kind: 'error',
    httpStatus: 401,
    es: {
      titulo: 'Token de integración no válido',
      cuerpo:
        'El token de integración no existe o se ha revocado. Crea uno nuevo en «Expediente académico» → «Integración».',
    },
    en: {
      titulo: 'Integration token not valid',
      cuerpo:
        'The integration token does not exist or has been revoked. Create a new one under «Academic record» → «Integration».',
    },
  },
  126: {
    code: 126,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Código ya asignado',
      cuerpo:
        'Ese código de titulación ya corresponde a otra titulación. Confirma el cambio para sustituirla: las próximas importaciones leerán sus filas como la titulación nueva.',
    },
    en: {
      titulo: 'Code already mapped',
      cuerpo:
        'That degree code already maps to another degree. Confirm the change to replace it: later imports will read its rows as the new degree.',
    },
  },
} as const satisfies Partial<StatusTable<StatusCode>>;
