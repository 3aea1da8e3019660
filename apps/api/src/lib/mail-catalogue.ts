/**
 * The texts of the portal's mails to the careers office and of survey invitations, in Spanish and
 * English, and the rule for picking the language of each mail:
 * - an address that belongs to a portal user (a staff member, a candidate, a company user) gets
 *   that user's language (users.idioma, the interface language of their last sign-in);
 * - an address of nobody known (the shared office mailbox of CONTACT_MAIL_TO or the brand's
 *   emailContactoConvenios, an outside guest of a survey) gets one mail with both texts, Spanish
 *   first, then English (and a subject with both).
 * Other mails (account links, notices) carry their own es/en texts and the user's language.
 */
export type MailLanguage = 'es' | 'en';

export interface MailText {
  subject: string;
  text: string;
}

type Entry<P> = Record<MailLanguage, (params: P) => MailText>;

/** One mail of the catalogue: its Spanish and English texts from the same parameters. */
const entry = <P>(es: (params: P) => MailText, en: (params: NoInfer<P>) => MailText): Entry<P> => ({
  es,
  en,
});

const contactProfiles = {
  es: { estudiante: 'Estudiante o titulado/a', empresa: 'Empresa o entidad', otro: 'Otro' },
  en: { estudiante: 'Student or graduate', empresa: 'Company or organisation', otro: 'Other' },
} as const;

const internshipActions = {
  es: {
    ampliacion: 'Ampliación',
    finalizacion_anticipada: 'Finalización anticipada',
    cambio_tutor: 'Cambio de tutor',
    otra: 'Otra',
  },
  en: {
    ampliacion: 'Extension',
    finalizacion_anticipada: 'Early end',
    cambio_tutor: 'Tutor change',
    otra: 'Other',
  },
} as const;

export interface ContactMailParams {
  id: number;
  nombre: string;
  email: string;
  perfil: keyof (typeof contactProfiles)['es'];
  asunto: string;
  mensaje: string;
  inbox: string;
}

export interface PersonParams {
  /** Name and surnames. */
  quien: string;
  email: string;
}

export const mailCatalogue = {
  /** The public contact form's message, to the careers office (reply-to the sender). */
  contactMessage: entry(
    (p: ContactMailParams) => ({
      subject: `[Contacto] ${p.asunto}`,
      text: [
        `Nuevo mensaje del formulario de contacto del portal (n.º ${String(p.id)}).`,
        '',
        `Nombre: ${p.nombre}`,
        `Correo electrónico: ${p.email}`,
        `Perfil: ${contactProfiles.es[p.perfil]}`,
        `Asunto: ${p.asunto}`,
        '',
        p.mensaje,
        '',
        `Bandeja de mensajes: ${p.inbox}`,
      ].join('\n'),
    }),
    (p) => ({
      subject: `[Contact] ${p.asunto}`,
      text: [
        `New message from the portal's contact form (no. ${String(p.id)}).`,
        '',
        `Name: ${p.nombre}`,
        `Email: ${p.email}`,
        `Profile: ${contactProfiles.en[p.perfil]}`,
        `Subject: ${p.asunto}`,
        '',
        p.mensaje,
        '',
        `Message inbox: ${p.inbox}`,
      ].join('\n'),
    }),
  ),
  /** A company asks to change an internship (extension, early end, tutor change…). */
  internshipChangeRequest: entry(
    (
      p: PersonParams & {
        accion: keyof (typeof internshipActions)['es'];
        practica: string;
        id: number;
        descripcion: string;
      },
    ) => ({
      subject: 'Nueva solicitud de cambio de prácticas',
      text:
        `${p.quien} (${p.email}) ha solicitado «${internshipActions.es[p.accion]}» ` +
        `para la práctica «${p.practica}» (solicitud ${String(p.id)}).\n\n${p.descripcion}`,
    }),
    (p) => ({
      subject: 'New internship change request',
      text:
        `${p.quien} (${p.email}) has requested "${internshipActions.en[p.accion]}" ` +
        `for the internship "${p.practica}" (request ${String(p.id)}).\n\n${p.descripcion}`,
    }),
  ),
  /** A candidate asks to leave the employment service. */
  accountDeletionRequest: entry(
    (p: PersonParams & { id: number }) => ({
      subject: 'Nueva solicitud de baja del servicio',
      text:
        `${p.quien} (${p.email}) ha solicitado la baja del servicio de empleo ` +
        `(solicitud ${String(p.id)}). Puedes verla en la lista de solicitudes de baja ` +
        'pendientes de la gestión del portal.',
    }),
    (p) => ({
      subject: 'New request to leave the service',
      text:
        `${p.quien} (${p.email}) has asked to leave the employment service ` +
        `(request ${String(p.id)}). It is in the list of pending requests to leave in the ` +
        "portal's back-office.",
    }),
  ),
  /** A candidate or company proposes an internship. */
  internshipProposal: entry(
    (p: { quien: string; empresa: string; id: number }) => ({
      subject: 'Nueva propuesta de prácticas',
      text: `${p.quien} ha registrado una propuesta de prácticas con ${p.empresa} (propuesta ${String(p.id)}). Puedes revisarla en las solicitudes de la gestión del portal.`,
    }),
    (p) => ({
      subject: 'New internship proposal',
      text: `${p.quien} has registered an internship proposal with ${p.empresa} (proposal ${String(p.id)}). You can review it in the requests of the portal's back-office.`,
    }),
  ),
  /** A personal survey link. */
  surveyInvitation: entry(
    (p: { titulo: string; enlace: string }) => ({
      subject: `Encuesta: ${p.titulo}`,
      text: `Te invitamos a contestar la encuesta «${p.titulo}».\n\nTu enlace personal (solo puede usarse una vez):\n${p.enlace}`,
    }),
    (p) => ({
      subject: `Survey: ${p.titulo}`,
      text: `You are invited to answer the survey "${p.titulo}".\n\nYour personal link (it works only once):\n${p.enlace}`,
    }),
  ),
};

/** The separator between the Spanish and the English text of a bilingual mail. */
export const ENGLISH_BELOW = '— English version —';

/**
 * One catalogue mail in `language`, or, when the reader's language is unknown (null), both texts
 * in one mail: Spanish first (the portal's language), then English.
 */
export function mailIn<P>(entry: Entry<P>, params: P, language: MailLanguage | null): MailText {
  if (language !== null) {
    return entry[language](params);
  }
  const es = entry.es(params);
  const en = entry.en(params);
  return {
    subject: `${es.subject} / ${en.subject}`,
    text: `${es.text}\n\n${ENGLISH_BELOW}\n\n${en.text}`,
  };
}
