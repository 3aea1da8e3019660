import type { StatusCode } from './codes.ts';
import type { StatusTable } from './status-code.types.ts';

/** Offers, applications, pre-enrolment and signatures. */
export const offerStatuses = {
  4: {
    code: 4,
    category: 'medium',
    kind: 'error',
    httpStatus: 404,
    followUp: { to: '/', blank: false },
    es: {
      titulo: 'Oferta no encontrada',
      cuerpo: 'La oferta que buscas no existe o ya no está disponible.',
      btn_text: 'Volver al inicio',
    },
    en: {
      titulo: 'Offer not found',
      cuerpo: 'The offer you are looking for does not exist or is no longer available.',
      btn_text: 'Back to home',
    },
  },
  9: {
    code: 9,
    category: 'medium',
    kind: 'error',
    httpStatus: 403,
    followUp: { to: '/mi-empresa', blank: true },
    es: {
      titulo: 'Empresa pendiente de validación',
      cuerpo:
        'Tu empresa aún no está validada o está bloqueada, por lo que no puedes realizar esta acción. Revisa los datos de tu empresa o ponte en contacto con el servicio de empleo.',
      btn_text: 'Ver mi empresa',
    },
    en: {
      titulo: 'Company pending validation',
      cuerpo:
        'Your company has not been validated yet or is blocked, so you cannot do this. Check your company details or contact the careers office.',
      btn_text: 'View my company',
    },
  },
  10: {
    code: 10,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: { titulo: 'Ya estás en esta oferta', cuerpo: 'Ya tienes una candidatura en esta oferta.' },
    en: { titulo: 'Already applied', cuerpo: 'You have already applied to this offer.' },
  },
  11: {
    code: 11,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'Falta documentación',
      cuerpo: 'Para continuar debes aportar la documentación requerida.',
    },
    en: {
      titulo: 'Documents missing',
      cuerpo: 'To continue you must provide the required documents.',
    },
  },
  14: {
    code: 14,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Cambio de estado no permitido',
      cuerpo: 'No es posible cambiar la candidatura a ese estado.',
    },
    en: {
      titulo: 'Status change not allowed',
      cuerpo: 'The application cannot be moved to that status.',
    },
  },
  17: {
    code: 17,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Fechas coincidentes',
      cuerpo: 'Las fechas de estas prácticas coinciden con otras prácticas que ya tienes.',
    },
    en: {
      titulo: 'Overlapping dates',
      cuerpo: 'The dates of this internship overlap with another internship you already have.',
    },
  },
  18: {
    code: 18,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'Oferta solo para estudiantes de grado',
      cuerpo: 'Esta oferta está dirigida únicamente a estudiantes de grado.',
    },
    en: {
      titulo: 'Offer for undergraduate students only',
      cuerpo: 'This offer is only open to undergraduate (degree) students.',
    },
  },
  19: {
    code: 19,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'Oferta solo para estudiantes de posgrado',
      cuerpo: 'Esta oferta está dirigida únicamente a estudiantes de máster y posgrado.',
    },
    en: {
      titulo: 'Offer for postgraduate students only',
      cuerpo: "This offer is only open to master's and postgraduate students.",
    },
  },
  30: {
    code: 30,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Candidatura ya procesada',
      cuerpo: 'La candidatura ya ha sido procesada y no se puede retirar ni modificar.',
    },
    en: {
      titulo: 'Application already processed',
      cuerpo:
        'This application has already been processed and can no longer be withdrawn or changed.',
    },
  },
  49: {
    code: 49,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Cambio de estado no válido',
      cuerpo: 'El cambio solicitado no es válido desde el estado actual de la candidatura.',
    },
    en: {
      titulo: 'Invalid status change',
      cuerpo: 'The requested change is not valid from the current status of the application.',
    },
  },
  103: {
    code: 103,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Límite de candidaturas alcanzado',
      cuerpo:
        'No puedes tener más de 3 candidaturas activas a la vez. Retira alguna para poder inscribirte en esta oferta.',
    },
    en: {
      titulo: 'Application limit reached',
      cuerpo:
        'You cannot have more than 3 active applications at the same time. Withdraw one to apply to this offer.',
    },
  },
  108: {
    code: 108,
    category: 'medium',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Documentos pendientes de firma',
      cuerpo:
        'Tienes documentos pendientes de firma. Tu CV no será visible para la empresa hasta que los firmes todos.',
    },
    en: {
      titulo: 'Documents pending signature',
      cuerpo:
        'You have documents pending signature. Your CV will not be visible to the company until you have signed them all.',
    },
  },
  109: {
    code: 109,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: { titulo: 'Documento ya firmado', cuerpo: 'Este documento ya está firmado.' },
    en: { titulo: 'Already signed', cuerpo: 'This document has already been signed.' },
  },
} as const satisfies Partial<StatusTable<StatusCode>>;
