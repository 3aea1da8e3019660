import type { StatusCode } from './codes.ts';
import type { StatusTable } from './status-code.types.ts';

const myOffers = { es: 'Ver mis ofertas', en: 'View my offers' } as const;
const completeCv = { es: 'Completar mi CV', en: 'Complete my CV' } as const;

/**
 * Messages of the spec about offers, applications and the CV. Most confirm an operation; 509 reports
 * that no candidate has that identity document, so it is an error (404) although the spec lists it
 * with the others.
 */
export const offerMessageStatuses = {
  501: {
    code: 501,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Candidatura retirada',
      cuerpo: 'Te has dado de baja de la oferta correctamente.',
    },
    en: { titulo: 'Application withdrawn', cuerpo: 'You have withdrawn from the offer.' },
  },
  // Applying without an own CV document: the company gets the CV generated from the profile.
  502: {
    code: 502,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Inscripción realizada',
      cuerpo:
        'Te has inscrito correctamente en la oferta. La empresa recibirá el CV generado a partir de los datos de tu perfil.',
    },
    en: {
      titulo: 'Application sent',
      cuerpo:
        'You have successfully applied to the offer. The company will receive the CV generated from your profile data.',
    },
  },
  503: {
    code: 503,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: { titulo: 'Inscripción realizada', cuerpo: 'Te has inscrito correctamente en la oferta.' },
    en: { titulo: 'Application sent', cuerpo: 'You have successfully applied to the offer.' },
  },
  506: {
    code: 506,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    followUp: { to: '/mis-ofertas', blank: false },
    es: {
      titulo: 'Oferta creada',
      cuerpo:
        'La oferta se ha creado correctamente. El servicio de empleo la revisará antes de publicarla.',
      btn_text: myOffers.es,
    },
    en: {
      titulo: 'Offer created',
      cuerpo: 'The offer has been created. The careers office will review it before publishing it.',
      btn_text: myOffers.en,
    },
  },
  509: {
    code: 509,
    category: 'medium',
    kind: 'error',
    httpStatus: 404,
    es: {
      titulo: 'Alumno no encontrado',
      cuerpo: 'No existe ningún alumno con ese documento de identidad.',
    },
    en: {
      titulo: 'Candidate not found',
      cuerpo: 'There is no candidate with that identity document.',
    },
  },
  510: {
    code: 510,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Propuesta registrada',
      cuerpo: 'La propuesta de prácticas se ha registrado correctamente.',
    },
    en: { titulo: 'Proposal registered', cuerpo: 'The internship proposal has been registered.' },
  },
  511: {
    code: 511,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    followUp: { to: '/mis-ofertas', blank: false },
    es: {
      titulo: 'Oferta cerrada',
      cuerpo: 'La oferta se ha cerrado correctamente.',
      btn_text: myOffers.es,
    },
    en: { titulo: 'Offer closed', cuerpo: 'The offer has been closed.', btn_text: myOffers.en },
  },
  512: {
    code: 512,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    followUp: { to: '/mis-ofertas', blank: false },
    es: {
      titulo: 'Oferta modificada',
      cuerpo: 'Los cambios de la oferta se han guardado correctamente.',
      btn_text: myOffers.es,
    },
    en: {
      titulo: 'Offer updated',
      cuerpo: 'The changes to the offer have been saved.',
      btn_text: myOffers.en,
    },
  },
  513: {
    code: 513,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Documentos adjuntados',
      cuerpo: 'Los documentos se han adjuntado correctamente.',
    },
    en: { titulo: 'Documents attached', cuerpo: 'The documents have been attached.' },
  },
  516: {
    code: 516,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    followUp: { to: '/mis-ofertas', blank: false },
    es: {
      titulo: 'Oferta eliminada',
      cuerpo: 'La oferta se ha eliminado correctamente.',
      btn_text: myOffers.es,
    },
    en: { titulo: 'Offer deleted', cuerpo: 'The offer has been deleted.', btn_text: myOffers.en },
  },
  519: {
    code: 519,
    category: 'secondary',
    kind: 'success',
    httpStatus: 200,
    es: {
      titulo: 'Respuesta registrada',
      cuerpo: 'Tu respuesta a la preinscripción se ha registrado correctamente.',
    },
    en: { titulo: 'Response saved', cuerpo: 'Your response to the pre-enrolment has been saved.' },
  },
  534: {
    code: 534,
    category: 'medium',
    kind: 'success',
    httpStatus: 200,
    followUp: { to: '/cv', blank: false },
    es: {
      titulo: 'Completa tu CV',
      cuerpo: 'Tu CV está incompleto. Complétalo para que las empresas conozcan mejor tu perfil.',
      btn_text: completeCv.es,
    },
    en: {
      titulo: 'Complete your CV',
      cuerpo: 'Your CV is incomplete. Complete it so that companies can get to know you better.',
      btn_text: completeCv.en,
    },
  },
  540: {
    code: 540,
    category: 'medium',
    // A refusal (the application is not sent), answered 422 by the server like 34.
    kind: 'error',
    httpStatus: 422,
    followUp: { to: '/cv', blank: false },
    es: {
      titulo: 'Completa tu CV',
      cuerpo: 'Para inscribirte en las ofertas debes completar antes tu CV.',
      btn_text: completeCv.es,
    },
    en: {
      titulo: 'Complete your CV',
      cuerpo: 'To apply to offers you must first complete your CV.',
      btn_text: completeCv.en,
    },
  },
} as const satisfies Partial<StatusTable<StatusCode>>;
