import {
  fields,
  footnote,
  header,
  heading,
  longDate,
  openPdf,
  paragraph,
  signatureBlocks,
  type PdfLanguage,
  type PdfSection,
} from '../../lib/pdf/index.ts';
import { parseClauses } from '../document-settings/agreement-clauses.ts';
import type { DocumentSettings } from '../document-settings/document-settings.ts';

export interface AgreementParty {
  razonSocial: string;
  cif: string;
  direccion: string;
  representante: string;
  cargo: string;
}

export interface AgreementDocument {
  universidad: DocumentSettings;
  entidad: AgreementParty;
  /** Management data (contact, billing, payment, SEPA mandate), printed as an annex. */
  anexo: readonly PdfSection[];
  referencia: string;
  creado: Date;
  /** The language the company asked in: the whole document, its clauses included, is written in it. */
  idioma: PdfLanguage;
}

/** The words of the agreement around the careers office's clauses, in each of the portal's languages. */
const agreementWords = {
  es: {
    title: 'Convenio de cooperación educativa para la realización de prácticas académicas externas',
    placeAndDate: (place: string, day: string) => `En ${place}, a ${day}.`,
    parties: 'REUNIDOS',
    party: (side: 'one' | 'other', p: AgreementParty, as: string) =>
      `${side === 'one' ? 'De una parte' : 'De otra parte'}, D./D.ª ${p.representante}, ${p.cargo}, en nombre y representación de ${p.razonSocial}, con CIF ${p.cif} y domicilio en ${p.direccion} (en adelante, ${as}).`,
    university: 'la Universidad',
    host: 'la entidad colaboradora',
    capacity:
      'Ambas partes se reconocen mutuamente la capacidad legal necesaria para suscribir el presente convenio y, a tal efecto,',
    recitals: 'EXPONEN',
    recital:
      'Que las prácticas académicas externas constituyen una actividad de naturaleza formativa que permite a los estudiantes aplicar y complementar los conocimientos adquiridos en su formación académica, y que ambas partes desean colaborar en la formación práctica de los estudiantes, por lo que acuerdan suscribir el presente convenio con arreglo a las siguientes',
    clauses: 'CLÁUSULAS',
    witness:
      'Y en prueba de conformidad, las partes firman el presente convenio en el lugar y la fecha indicados en el encabezamiento.',
    forUniversity: 'Por la Universidad',
    forHost: 'Por la entidad colaboradora',
    annex: 'Anexo. Datos de gestión del convenio',
    reference: 'Referencia',
  },
  en: {
    title: 'Educational cooperation agreement for external academic internships',
    placeAndDate: (place: string, day: string) => `In ${place}, on ${day}.`,
    parties: 'PARTIES',
    party: (side: 'one' | 'other', p: AgreementParty, as: string) =>
      `${side === 'one' ? 'On the one hand' : 'On the other hand'}, ${p.representante}, ${p.cargo}, in the name and on behalf of ${p.razonSocial}, tax id (CIF) ${p.cif}, with its address at ${p.direccion} (hereinafter, ${as}).`,
    university: 'the University',
    host: 'the host organisation',
    capacity:
      'Both parties acknowledge each other the legal capacity required to enter into this agreement and, to that end,',
    recitals: 'RECITALS',
    recital:
      'That external academic internships are a training activity that allows students to apply and complement the knowledge acquired in their studies, and that both parties wish to collaborate in the practical training of students, for which reason they agree to enter into this agreement under the following',
    clauses: 'CLAUSES',
    witness:
      'In witness whereof, the parties sign this agreement at the place and on the date stated at its head.',
    forUniversity: 'For the University',
    forHost: 'For the host organisation',
    annex: 'Annex. Management data of the agreement',
    reference: 'Reference',
  },
} as const;

/**
 * The agreement the company signs (Real Decreto 592/2014): place and date, both parties with
 * their representatives, the careers office's clauses, signature blocks for both parties, and the
 * management data as an annex, all in the language the company asked in.
 */
export function renderAgreementDocument(doc: AgreementDocument): Promise<Buffer> {
  const u = doc.universidad;
  const lang = doc.idioma;
  const words = agreementWords[lang];
  const university: AgreementParty = {
    razonSocial: u.razonSocial,
    cif: u.cif,
    direccion: u.direccion,
    representante: u.representanteNombre,
    cargo: u.representanteCargo,
  };
  const { pdf, finish } = openPdf({
    titulo: words.title,
    autor: u.razonSocial,
    asunto: doc.referencia,
    creado: doc.creado,
  });
  header(pdf, u.razonSocial, words.title);
  pdf.moveDown();
  paragraph(pdf, words.placeAndDate(u.localidad, longDate(doc.creado, lang)));

  heading(pdf, words.parties);
  paragraph(pdf, words.party('one', university, words.university));
  paragraph(pdf, words.party('other', doc.entidad, words.host));
  paragraph(pdf, words.capacity);
  heading(pdf, words.recitals);
  paragraph(pdf, words.recital);
  heading(pdf, words.clauses);
  for (const clause of parseClauses(u.clausulasConvenio[lang], {
    universidad: u.razonSocial,
    entidad: doc.entidad.razonSocial,
  })) {
    heading(pdf, clause.titulo);
    paragraph(pdf, clause.texto);
  }
  paragraph(pdf, words.witness);
  signatureBlocks(
    pdf,
    [
      { parte: words.forUniversity, nombre: u.representanteNombre, cargo: u.representanteCargo },
      { parte: words.forHost, nombre: doc.entidad.representante, cargo: doc.entidad.cargo },
    ],
    lang,
  );

  pdf.addPage();
  header(pdf, u.razonSocial, words.annex);
  for (const section of doc.anexo) {
    heading(pdf, section.titulo);
    fields(pdf, section.lineas);
  }
  footnote(pdf, `${words.reference}: ${doc.referencia}`);
  return finish();
}
