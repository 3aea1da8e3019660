import type { StatusTable } from './status-code.types.ts';

/**
 * Transport-level answers the spec does not number: invalid input, wrong role or
 * missing brand permission, unknown resource, body too large, privacy text not yet accepted and
 * too many attempts. Their envelope status equals the HTTP status.
 */
export const transportStatuses = {
  400: {
    code: 400,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    es: {
      titulo: 'Datos no válidos',
      cuerpo: 'Revisa los campos marcados: faltan datos o no tienen el formato correcto.',
    },
    en: {
      titulo: 'Invalid data',
      cuerpo: 'Check the highlighted fields: some data is missing or has the wrong format.',
    },
  },
  403: {
    code: 403,
    category: 'medium',
    kind: 'error',
    httpStatus: 403,
    followUp: { to: '/', blank: false },
    es: {
      titulo: 'Acceso no permitido',
      cuerpo: 'No tienes permiso para realizar esta operación.',
      btn_text: 'Ir al inicio',
    },
    en: {
      titulo: 'Not allowed',
      cuerpo: 'You are not allowed to do this.',
      btn_text: 'Go to home',
    },
  },
  404: {
    code: 404,
    category: 'medium',
    kind: 'error',
    httpStatus: 404,
    followUp: { to: '/', blank: false },
    es: {
      titulo: 'No encontrado',
      cuerpo: 'El recurso solicitado no existe o ya no está disponible.',
      btn_text: 'Ir al inicio',
    },
    en: {
      titulo: 'Not found',
      cuerpo: 'The requested resource does not exist or is no longer available.',
      btn_text: 'Go to home',
    },
  },
  413: {
    code: 413,
    category: 'medium',
    kind: 'error',
    httpStatus: 413,
    es: {
      titulo: 'Envío demasiado grande',
      cuerpo: 'Los datos enviados superan el tamaño máximo permitido.',
    },
    en: { titulo: 'Request too large', cuerpo: 'The data sent exceeds the maximum size allowed.' },
  },
  428: {
    code: 428,
    category: 'medium',
    kind: 'error',
    httpStatus: 428,
    es: {
      titulo: 'Protección de datos',
      cuerpo: 'Debes aceptar la política de privacidad para continuar.',
    },
    en: { titulo: 'Data protection', cuerpo: 'You must accept the privacy policy to continue.' },
  },
  429: {
    code: 429,
    category: 'medium',
    kind: 'error',
    httpStatus: 429,
    es: {
      titulo: 'Demasiados intentos',
      cuerpo: 'Has realizado demasiados intentos. Espera un momento y vuelve a intentarlo.',
    },
    en: {
      titulo: 'Too many attempts',
      cuerpo: 'You have made too many attempts. Please wait a moment and try again.',
    },
  },
} as const satisfies StatusTable<400 | 403 | 404 | 413 | 428 | 429>;
