import type { StatusCode } from './codes.ts';
import type { StatusTable } from './status-code.types.ts';

const signIn = { es: 'Iniciar sesión', en: 'Sign in' } as const;

/**
 * Messages of the spec about accounts, passwords, company data, agreements and events. Most confirm
 * an operation; 524 (email of no active user) and 541 (cannot enrol) are errors (404, 422) although
 * the spec lists them with the others.
 */
export const accountMessageStatuses = {
  // "503/504 registered": 503 is the application to an offer, 504 the candidate's own
  // registration (registrarUsuario).
  504: {
    code: 504,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Registro completado',
      cuerpo:
        'Te has registrado correctamente. Te hemos enviado un correo electrónico con un enlace para confirmar tu dirección: ábrelo y después inicia sesión con tu correo electrónico y tu contraseña.',
    },
    en: {
      titulo: 'Registration complete',
      cuerpo:
        'You have registered. We have sent you an email with a link to confirm your address: open it, then sign in with your email address and password.',
    },
  },
  505: {
    code: 505,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Correo enviado',
      cuerpo:
        'Te hemos enviado un correo electrónico con un enlace para restablecer tu contraseña.',
    },
    en: {
      titulo: 'Email sent',
      cuerpo: 'We have sent you an email with a link to reset your password.',
    },
  },
  508: {
    code: 508,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    followUp: { to: '/login/empresas', blank: false },
    es: {
      titulo: 'Contraseña restablecida',
      cuerpo: 'Tu contraseña se ha restablecido correctamente. Ya puedes iniciar sesión.',
      btn_text: signIn.es,
    },
    en: {
      titulo: 'Password reset',
      cuerpo: 'Your password has been reset. You can now sign in.',
      btn_text: signIn.en,
    },
  },
  514: {
    code: 514,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    followUp: { to: '/login/empresas', blank: false },
    es: {
      titulo: 'Contraseña establecida',
      cuerpo: 'Tu contraseña se ha establecido correctamente. Ya puedes iniciar sesión.',
      btn_text: signIn.es,
    },
    en: {
      titulo: 'Password set',
      cuerpo: 'Your password has been set. You can now sign in.',
      btn_text: signIn.en,
    },
  },
  517: {
    code: 517,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Solicitud de baja recibida',
      cuerpo:
        'Hemos recibido tu solicitud de baja del servicio. Te avisaremos cuando se haya tramitado.',
    },
    en: {
      titulo: 'Withdrawal request received',
      cuerpo:
        'We have received your request to leave the service. We will let you know once it has been processed.',
    },
  },
  521: {
    code: 521,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    followUp: { to: '/', blank: false },
    es: {
      titulo: 'Contraseña restablecida',
      cuerpo: 'Tu contraseña se ha restablecido correctamente. Ya puedes iniciar sesión.',
      btn_text: signIn.es,
    },
    en: {
      titulo: 'Password reset',
      cuerpo: 'Your password has been reset. You can now sign in.',
      btn_text: signIn.en,
    },
  },
  522: {
    code: 522,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: { titulo: 'Usuario creado', cuerpo: 'El usuario se ha creado correctamente.' },
    en: { titulo: 'User created', cuerpo: 'The user has been created.' },
  },
  // Used only in the recovery mail to an address of no active account, never as an answer: the
  // answer to a recovery request is always 505, so it never reveals whether an account exists.
  524: {
    code: 524,
    category: 'medium',
    kind: 'error',
    httpStatus: 404,
    es: {
      titulo: 'Usuario no encontrado',
      cuerpo: 'El correo electrónico indicado no corresponde a ningún usuario activo.',
    },
    en: {
      titulo: 'User not found',
      cuerpo: 'The email address you entered does not belong to any active user.',
    },
  },
  528: {
    code: 528,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: { titulo: 'Solicitud registrada', cuerpo: 'Tu solicitud se ha registrado correctamente.' },
    en: { titulo: 'Request registered', cuerpo: 'Your request has been registered.' },
  },
  529: {
    code: 529,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Solicitud de cambio enviada',
      cuerpo:
        'La solicitud de cambio se ha enviado correctamente. El servicio de empleo la revisará.',
    },
    en: {
      titulo: 'Change request sent',
      cuerpo: 'The change request has been sent. The careers office will review it.',
    },
  },
  530: {
    code: 530,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Contacto añadido',
      cuerpo: 'El contacto de gestión se ha añadido correctamente.',
    },
    en: { titulo: 'Contact added', cuerpo: 'The management contact has been added.' },
  },
  531: {
    code: 531,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Cuenta añadida',
      cuerpo: 'La cuenta de facturación se ha añadido correctamente.',
    },
    en: { titulo: 'Account added', cuerpo: 'The billing account has been added.' },
  },
  532: {
    code: 532,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Convenio generado',
      cuerpo:
        'El convenio se ha generado correctamente y los datos introducidos se han guardado en el perfil de tu empresa.',
    },
    en: {
      titulo: 'Agreement generated',
      cuerpo:
        'The agreement has been generated and the data you entered has been saved in your company profile.',
    },
  },
  533: {
    code: 533,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Inscripción confirmada',
      cuerpo: 'Tu solicitud de inscripción se ha registrado correctamente.',
    },
    en: { titulo: 'Enrolment confirmed', cuerpo: 'Your enrolment request has been registered.' },
  },
  541: {
    code: 541,
    category: 'medium',
    kind: 'error',
    httpStatus: 422,
    es: {
      titulo: 'Inscripción no disponible',
      cuerpo: 'No es posible realizar la inscripción en este momento.',
    },
    en: { titulo: 'Enrolment not available', cuerpo: 'It is not possible to enrol at this time.' },
  },
  543: {
    code: 543,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: { titulo: 'Contraseña cambiada', cuerpo: 'Tu contraseña se ha cambiado correctamente.' },
    en: { titulo: 'Password changed', cuerpo: 'Your password has been changed.' },
  },
} as const satisfies Partial<StatusTable<StatusCode>>;
