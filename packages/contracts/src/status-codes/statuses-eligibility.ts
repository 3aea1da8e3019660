import type { StatusCode } from './codes.ts';
import type { StatusTable } from './status-code.types.ts';

const goToCv = { es: 'Ir a mi CV', en: 'Go to my CV' } as const;

/** Conditions to apply: requirements, CV, credits and practice programmes. */
export const eligibilityStatuses = {
  52: {
    code: 52,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'Créditos insuficientes',
      cuerpo: 'No tienes superado el mínimo de créditos que exige esta oferta para inscribirte.',
    },
    en: {
      titulo: 'Not enough credits',
      cuerpo: 'You have not passed the minimum number of credits this offer requires.',
    },
  },
  54: {
    code: 54,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    followUp: { to: '/cv', blank: false },
    es: {
      titulo: 'Búsqueda activa necesaria',
      cuerpo: 'Para inscribirte debes tener activada la búsqueda activa en tu CV.',
      btn_text: goToCv.es,
    },
    en: {
      titulo: 'Active search required',
      cuerpo: 'To apply you must turn on active search in your CV.',
      btn_text: goToCv.en,
    },
  },
  55: {
    code: 55,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    followUp: { to: '/cv', blank: false },
    es: {
      titulo: 'CV propio necesario',
      cuerpo:
        'Esta oferta requiere que adjuntes tu propio CV. Puedes subirlo en la sección de documentos de tu CV.',
      btn_text: goToCv.es,
    },
    en: {
      titulo: 'Your own CV is required',
      cuerpo:
        'This offer requires you to attach your own CV. You can upload it in the documents section of your CV.',
      btn_text: goToCv.en,
    },
  },
  58: {
    code: 58,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    serverMessage: true,
    es: {
      titulo: 'Dedicación no válida',
      cuerpo: 'La dedicación debe coincidir con la del programa (80 %, 12 meses).',
    },
    en: {
      titulo: 'Invalid dedication',
      cuerpo: 'The dedication must match that of the programme (80%, 12 months).',
    },
  },
  64: {
    code: 64,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Adhesión ya solicitada',
      cuerpo: 'Ya has solicitado la adhesión a este programa.',
    },
    en: {
      titulo: 'Already requested',
      cuerpo: 'You have already asked to join this programme.',
    },
  },
  80: {
    code: 80,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'No cumples los requisitos',
      cuerpo:
        'Tu candidatura no es posible porque no cumple con los siguientes requisitos de la oferta: {requisitos}. Revisa tu perfil o ponte en contacto con nosotros si necesitas ayuda.',
    },
    en: {
      titulo: 'Requirements not met',
      cuerpo:
        'Your application is not possible because it does not meet the following requirements of the offer: {requisitos}. Please review your profile or contact us if you need help.',
    },
  },
  81: {
    code: 81,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'Límite de solicitudes alcanzado',
      cuerpo: 'Se ha alcanzado el número máximo de solicitudes disponibles para este centro.',
    },
    en: {
      titulo: 'Request limit reached',
      cuerpo: 'The maximum number of requests available for this centre has been reached.',
    },
  },
  91: {
    code: 91,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'Adhesión necesaria',
      cuerpo: 'Antes de inscribirte en esta oferta debes solicitar la adhesión al programa.',
    },
    en: {
      titulo: 'Join the programme first',
      cuerpo: 'Before applying to this offer you must ask to join the programme.',
    },
  },
  92: {
    code: 92,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: { titulo: 'Plazo finalizado', cuerpo: 'El plazo para realizar esta acción ha finalizado.' },
    en: { titulo: 'Deadline passed', cuerpo: 'The deadline for this action has passed.' },
  },
  93: {
    code: 93,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Candidaturas en otros programas',
      cuerpo: 'No puedes inscribirte porque ya tienes candidaturas en otros programas.',
    },
    en: {
      titulo: 'Applications in other programmes',
      cuerpo: 'You cannot apply because you already have applications in other programmes.',
    },
  },
  518: {
    code: 518,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    followUp: { to: '/cv', blank: false },
    es: {
      titulo: 'Faltan datos para las prácticas',
      cuerpo:
        'Faltan datos obligatorios para realizar las prácticas. Complétalos en tu CV para continuar.',
      btn_text: 'Completar mi CV',
    },
    en: {
      titulo: 'Internship data missing',
      cuerpo:
        'Some data required for the internship is missing. Complete it in your CV to continue.',
      btn_text: 'Complete my CV',
    },
  },
} as const satisfies Partial<StatusTable<StatusCode>>;
