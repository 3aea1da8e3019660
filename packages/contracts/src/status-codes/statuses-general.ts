import type { StatusCode } from './codes.ts';
import type { StatusTable } from './status-code.types.ts';

/**
 * Success, session, access and unexpected failures. The spec gives no meaning for 1, 12 and 24
 * beyond "also reported": they are the generic, saving and document-generation failures.
 */
export const generalStatuses = {
  0: {
    code: 0,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: { titulo: 'Operación realizada', cuerpo: 'La operación se ha realizado correctamente.' },
    en: { titulo: 'Done', cuerpo: 'The operation was completed successfully.' },
  },
  1: {
    code: 1,
    category: 'medium',
    kind: 'error',
    httpStatus: 500,
    reportsError: true,
    es: {
      titulo: 'Se ha producido un error',
      cuerpo: 'No se ha podido completar la operación. Inténtalo de nuevo más tarde.',
    },
    en: {
      titulo: 'Something went wrong',
      cuerpo: 'The operation could not be completed. Please try again later.',
    },
  },
  2: {
    code: 2,
    category: 'important',
    kind: 'error',
    httpStatus: 401,
    es: {
      titulo: 'Sesión caducada',
      cuerpo: 'Tu sesión ha caducado o ya no es válida. Vuelve a iniciar sesión para continuar.',
      btn_text: 'Iniciar sesión',
    },
    en: {
      titulo: 'Session expired',
      cuerpo: 'Your session has expired or is no longer valid. Please sign in again to continue.',
      btn_text: 'Sign in',
    },
  },
  3: {
    code: 3,
    category: 'medium',
    kind: 'error',
    httpStatus: 401,
    serverMessage: true,
    es: { titulo: 'Acceso denegado', cuerpo: 'El usuario o la contraseña no son correctos.' },
    en: { titulo: 'Access denied', cuerpo: 'The username or password is incorrect.' },
  },
  12: {
    code: 12,
    category: 'medium',
    kind: 'error',
    httpStatus: 500,
    reportsError: true,
    es: {
      titulo: 'No se han podido guardar los datos',
      cuerpo: 'Se ha producido un error al guardar la información. Inténtalo de nuevo más tarde.',
    },
    en: {
      titulo: 'Your data could not be saved',
      cuerpo: 'An error occurred while saving the information. Please try again later.',
    },
  },
  24: {
    code: 24,
    category: 'medium',
    kind: 'error',
    httpStatus: 500,
    reportsError: true,
    es: {
      titulo: 'No se ha podido generar el documento',
      cuerpo: 'Se ha producido un error al generar el documento. Inténtalo de nuevo más tarde.',
    },
    en: {
      titulo: 'The document could not be generated',
      cuerpo: 'An error occurred while generating the document. Please try again later.',
    },
  },
  32: {
    code: 32,
    category: 'important',
    kind: 'error',
    httpStatus: 403,
    es: {
      titulo: 'Usuario dado de baja',
      cuerpo:
        'Tu usuario está dado de baja del servicio de empleo. Si crees que se trata de un error, ponte en contacto con nosotros.',
    },
    en: {
      titulo: 'Account withdrawn',
      cuerpo:
        'Your account has been withdrawn from the careers office. If you think this is a mistake, please contact us.',
    },
  },
  42: {
    code: 42,
    category: 'medium',
    kind: 'error',
    httpStatus: 410,
    followUp: { to: '/', blank: false },
    es: {
      titulo: 'Enlace no válido',
      cuerpo: 'El enlace ha caducado o ya se ha utilizado. Solicita uno nuevo si lo necesitas.',
      btn_text: 'Volver al inicio',
    },
    en: {
      titulo: 'Invalid link',
      cuerpo: 'This link has expired or has already been used. Request a new one if you need it.',
      btn_text: 'Back to home',
    },
  },
  59: {
    code: 59,
    category: 'important',
    kind: 'error',
    httpStatus: 403,
    es: {
      titulo: 'Sin acceso al portal',
      cuerpo:
        'Tu usuario no tiene acceso a este portal. Si crees que se trata de un error, ponte en contacto con el servicio de empleo.',
    },
    en: {
      titulo: 'No access to the portal',
      cuerpo:
        'Your user has no access to this portal. If you think this is a mistake, please contact the careers office.',
    },
  },
  71: {
    code: 71,
    category: 'important',
    kind: 'error',
    httpStatus: 403,
    es: {
      titulo: 'Sin acceso al portal',
      cuerpo:
        'Tu empresa no tiene acceso a este portal. Si crees que se trata de un error, ponte en contacto con el servicio de empleo.',
    },
    en: {
      titulo: 'No access to the portal',
      cuerpo:
        'Your company has no access to this portal. If you think this is a mistake, please contact the careers office.',
    },
  },
  90: {
    code: 90,
    category: 'important',
    kind: 'error',
    httpStatus: 429,
    serverMessage: true,
    es: {
      titulo: 'Usuario bloqueado',
      cuerpo:
        'Tu usuario se ha bloqueado temporalmente tras varios intentos de acceso fallidos. Inténtalo de nuevo más tarde.',
    },
    en: {
      titulo: 'Account locked',
      cuerpo:
        'Your account has been temporarily locked after several failed sign-in attempts. Please try again later.',
    },
  },
  500: {
    code: 500,
    category: 'medium',
    kind: 'error',
    httpStatus: 500,
    reportsError: true,
    es: {
      titulo: 'Servicio no disponible',
      cuerpo: 'En este momento no podemos atender tu petición. Inténtalo de nuevo en unos minutos.',
    },
    en: {
      titulo: 'Service unavailable',
      cuerpo: 'We cannot handle your request right now. Please try again in a few minutes.',
    },
  },
  515: {
    code: 515,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    serverMessage: true,
    es: { titulo: 'Atención', cuerpo: 'No se ha podido completar la operación.' },
    en: { titulo: 'Please note', cuerpo: 'The operation could not be completed.' },
  },
} as const satisfies Partial<StatusTable<StatusCode>>;
