import type { StatusCode } from './codes.ts';
import type { StatusTable } from './status-code.types.ts';

const goToCv = { es: 'Ir a mi CV', en: 'Go to my CV' } as const;

/**
 * Personal, CV and company data. The spec groups 66/69/70/73/83/84 as "invalid identity document,
 * email, IBAN, SWIFT, social security": read in that order, with the identity document split into
 * DNI (66) and NIE (69).
 */
export const profileStatuses = {
  15: {
    code: 15,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'Faltan datos obligatorios',
      cuerpo: 'Faltan datos obligatorios. Revisa el formulario y complétalos para continuar.',
    },
    en: {
      titulo: 'Required data missing',
      cuerpo: 'Some required data is missing. Please review the form and complete it to continue.',
    },
  },
  16: {
    code: 16,
    category: 'medium',
    kind: 'error',
    httpStatus: 409,
    es: {
      titulo: 'Correo electrónico ya registrado',
      cuerpo: 'Ya existe un usuario registrado con esa dirección de correo electrónico.',
    },
    en: {
      titulo: 'Email already registered',
      cuerpo: 'A user with that email address is already registered.',
    },
  },
  28: {
    code: 28,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    es: {
      titulo: 'Contraseña poco segura',
      cuerpo: 'La contraseña debe tener al menos 8 caracteres y contener al menos un número.',
    },
    en: {
      titulo: 'Weak password',
      cuerpo: 'The password must be at least 8 characters long and contain at least one digit.',
    },
  },
  33: {
    code: 33,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    es: { titulo: 'CIF no válido', cuerpo: 'El CIF o NIF indicado está mal formado.' },
    en: { titulo: 'Invalid tax ID', cuerpo: 'The tax ID (CIF or NIF) you entered is not valid.' },
  },
  34: {
    code: 34,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    followUp: { to: '/cv', blank: false },
    es: {
      titulo: 'Permiso de trabajo necesario',
      cuerpo:
        'Para inscribirte en esta oferta debes indicar en tu CV que dispones de permiso de trabajo.',
      btn_text: goToCv.es,
    },
    en: {
      titulo: 'Work permit required',
      cuerpo: 'To apply to this offer you must state in your CV that you hold a work permit.',
      btn_text: goToCv.en,
    },
  },
  46: {
    code: 46,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    // Wording exactly as writes it.
    es: { titulo: 'Fichero no permitido', cuerpo: 'Este tipo de fichero no esta permitido' },
    en: { titulo: 'File not allowed', cuerpo: 'This file type is not allowed.' },
  },
  57: {
    code: 57,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    followUp: { to: '/cv', blank: false },
    es: {
      titulo: 'Estudios necesarios',
      cuerpo: 'Tu CV debe incluir al menos un estudio.',
      btn_text: goToCv.es,
    },
    en: {
      titulo: 'Studies required',
      cuerpo: 'Your CV must include at least one course of study.',
      btn_text: goToCv.en,
    },
  },
  62: {
    code: 62,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'No se pueden eliminar todos los estudios',
      cuerpo: 'No puedes eliminar todos tus estudios: tu CV debe conservar al menos uno.',
    },
    en: {
      titulo: 'Cannot delete all studies',
      cuerpo: 'You cannot delete all your studies: your CV must keep at least one.',
    },
  },
  66: {
    code: 66,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    es: {
      titulo: 'DNI no válido',
      cuerpo: 'El DNI está mal formado. Revisa los números y la letra.',
    },
    en: {
      titulo: 'Invalid ID number',
      cuerpo: 'The DNI is not valid. Please check the digits and the letter.',
    },
  },
  69: {
    code: 69,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    es: {
      titulo: 'NIE no válido',
      cuerpo: 'El NIE está mal formado. Revisa la letra inicial, los números y la letra final.',
    },
    en: {
      titulo: 'Invalid NIE',
      cuerpo:
        'The foreigner identity number (NIE) is not valid. Please check the first letter, the digits and the last letter.',
    },
  },
  70: {
    code: 70,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    es: {
      titulo: 'Correo electrónico no válido',
      cuerpo: 'Debes indicar una dirección de correo electrónico válida.',
    },
    en: { titulo: 'Invalid email', cuerpo: 'Please enter a valid email address.' },
  },
  73: {
    code: 73,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    es: {
      titulo: 'IBAN no válido',
      cuerpo: 'El IBAN indicado no es válido. Revisa los dígitos de la cuenta.',
    },
    en: {
      titulo: 'Invalid IBAN',
      cuerpo: 'The IBAN you entered is not valid. Please check the account digits.',
    },
  },
  83: {
    code: 83,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    es: { titulo: 'Código SWIFT no válido', cuerpo: 'El código SWIFT/BIC indicado no es válido.' },
    en: { titulo: 'Invalid SWIFT code', cuerpo: 'The SWIFT/BIC code you entered is not valid.' },
  },
  84: {
    code: 84,
    category: 'medium',
    kind: 'error',
    httpStatus: 400,
    es: {
      titulo: 'Número de la Seguridad Social no válido',
      cuerpo:
        'El número de afiliación a la Seguridad Social indicado no es válido. Debe tener 12 dígitos.',
    },
    en: {
      titulo: 'Invalid social security number',
      cuerpo: 'The social security number you entered is not valid. It must have 12 digits.',
    },
  },
  106: {
    code: 106,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    followUp: { to: '/cv', blank: false },
    es: {
      titulo: 'Número de la Seguridad Social necesario',
      cuerpo:
        'Para continuar debes indicar en tu CV tu número de afiliación a la Seguridad Social.',
      btn_text: goToCv.es,
    },
    en: {
      titulo: 'Social security number required',
      cuerpo: 'To continue you must enter your social security number in your CV.',
      btn_text: goToCv.en,
    },
  },
  110: {
    code: 110,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'No se puede eliminar el estudio',
      cuerpo:
        'No puedes eliminar tu última titulación universitaria: tu CV debe conservar al menos un estudio.',
    },
    en: {
      titulo: 'Cannot delete this study',
      cuerpo:
        'You cannot delete your last university degree: your CV must keep at least one course of study.',
    },
  },
} as const satisfies Partial<StatusTable<StatusCode>>;
