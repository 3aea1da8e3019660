import type { StatusCode } from './codes.ts';
import type { StatusTable } from './status-code.types.ts';

/** Survey access (logged-in, anonymous or single sign-on respondents). */
export const surveyStatuses = {
  35: {
    code: 35,
    category: 'medium',
    kind: 'error',
    httpStatus: 403,
    es: {
      titulo: 'Encuesta no disponible',
      cuerpo: 'No puedes acceder a esta encuesta o ya no está disponible.',
    },
    en: {
      titulo: 'Survey not available',
      cuerpo: 'You cannot access this survey or it is no longer available.',
    },
  },
  36: {
    code: 36,
    category: 'medium',
    kind: 'error',
    httpStatus: 403,
    es: {
      titulo: 'Acceso no permitido',
      cuerpo: 'Esta encuesta no está dirigida a usuarios registrados del portal.',
    },
    en: {
      titulo: 'Access not allowed',
      cuerpo: 'This survey is not intended for registered users of the portal.',
    },
  },
  37: {
    code: 37,
    category: 'medium',
    kind: 'error',
    httpStatus: 403,
    es: {
      titulo: 'Acceso anónimo no permitido',
      cuerpo: 'Esta encuesta no admite respuestas anónimas. Inicia sesión para contestarla.',
    },
    en: {
      titulo: 'Anonymous access not allowed',
      cuerpo: 'This survey does not accept anonymous answers. Please sign in to answer it.',
    },
  },
  38: {
    code: 38,
    category: 'medium',
    kind: 'error',
    httpStatus: 403,
    es: {
      titulo: 'Encuesta no disponible',
      cuerpo: 'No formas parte de los destinatarios de esta encuesta.',
    },
    en: {
      titulo: 'Survey not available',
      cuerpo: 'You are not among the intended recipients of this survey.',
    },
  },
  39: {
    code: 39,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Encuesta ya contestada',
      cuerpo: 'Ya has contestado esta encuesta. ¡Gracias por tu participación!',
    },
    en: {
      titulo: 'Survey already answered',
      cuerpo: 'You have already answered this survey. Thank you for taking part!',
    },
  },
} as const satisfies Partial<StatusTable<StatusCode>>;
