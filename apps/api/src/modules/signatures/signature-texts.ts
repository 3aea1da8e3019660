import type { PdfLanguage } from '../../lib/pdf/index.ts';

/** The personal documents of a pre-enrolment: what each one says. */
export interface DocumentSubject {
  candidato: string;
  dni: string | null;
  oferta: string;
  empresa: string;
  universidad: string;
  programa: { titulo: string; dedicacion: number; meses: number } | null;
}

export interface DocumentText {
  tipo: string;
  nombre: string;
  texto: string;
  /** The language it is written in: the candidate's when they accepted the pre-enrolment. */
  idioma: PdfLanguage;
}

type Programme = NonNullable<DocumentSubject['programa']>;

/** What each document says, in each of the portal's languages. */
const documentWords = {
  es: {
    who: (s: DocumentSubject) =>
      `${s.candidato}${s.dni ? `, con documento de identidad ${s.dni},` : ''}`,
    acceptance: 'Aceptación de la preinscripción',
    accepts: (who: string, s: DocumentSubject) =>
      `${who} acepta la preinscripción en la oferta «${s.oferta}» de ${s.empresa}, gestionada por el Servicio de Empleo y Prácticas de la ${s.universidad}.`,
    truthful:
      'Declara que los datos de su currículum son ciertos y se compromete a comunicar cualquier cambio que afecte a su candidatura.',
    consent: 'Consentimiento de cesión de datos a la empresa',
    authorises: (who: string, s: DocumentSubject) =>
      `${who} autoriza a la ${s.universidad} a ceder a ${s.empresa} los datos de su currículum con la única finalidad de gestionar el proceso de selección de la oferta «${s.oferta}».`,
    rights:
      'Puede retirar este consentimiento y ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad ante la Delegación de Protección de Datos de la universidad.',
    commitment: (p: Programme) => `Compromiso de participación en el ${p.titulo}`,
    commits: (who: string, p: Programme) =>
      `${who} se compromete a participar en el ${p.titulo} con una dedicación del ${String(p.dedicacion)} % durante ${String(p.meses)} meses, y a cumplir sus bases y obligaciones de seguimiento.`,
  },
  en: {
    who: (s: DocumentSubject) =>
      `${s.candidato}${s.dni ? `, holder of identity document ${s.dni},` : ''}`,
    acceptance: 'Acceptance of the pre-enrolment',
    accepts: (who: string, s: DocumentSubject) =>
      `${who} accepts the pre-enrolment in the offer «${s.oferta}» of ${s.empresa}, managed by the Employment and Internships Service of ${s.universidad}.`,
    truthful:
      'They declare that the data in their CV are true and undertake to report any change that affects their application.',
    consent: 'Consent to share data with the company',
    authorises: (who: string, s: DocumentSubject) =>
      `${who} authorises ${s.universidad} to share the data in their CV with ${s.empresa} for the sole purpose of managing the selection process of the offer «${s.oferta}».`,
    rights:
      "They may withdraw this consent and exercise their rights of access, rectification, erasure, objection, restriction and portability before the university's Data Protection Office.",
    commitment: (p: Programme) => `Commitment to take part in ${p.titulo}`,
    commits: (who: string, p: Programme) =>
      `${who} undertakes to take part in ${p.titulo} with a dedication of ${String(p.dedicacion)} % for ${String(p.meses)} months, and to comply with its rules and follow-up obligations.`,
  },
} as const;

/** The documents a pre-enrolment asks the candidate to sign, written in `lang`. */
export function preEnrolmentDocuments(
  s: DocumentSubject,
  lang: PdfLanguage = 'es',
): DocumentText[] {
  const w = documentWords[lang];
  const who = w.who(s);
  const docs: DocumentText[] = [
    {
      tipo: 'aceptacion',
      nombre: w.acceptance,
      texto: [w.accepts(who, s), w.truthful].join('\n\n'),
      idioma: lang,
    },
    {
      tipo: 'cesion-datos',
      nombre: w.consent,
      texto: [w.authorises(who, s), w.rights].join('\n\n'),
      idioma: lang,
    },
  ];
  if (s.programa) {
    docs.push({
      tipo: 'compromiso-programa',
      nombre: w.commitment(s.programa),
      texto: w.commits(who, s.programa),
      idioma: lang,
    });
  }
  return docs;
}
