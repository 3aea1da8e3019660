import {
  fields,
  footnote,
  header,
  heading,
  longDate,
  openPdf,
  paragraph,
  signatureBlocks,
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
}

export const AGREEMENT_TITLE =
  'Convenio de cooperación educativa para la realización de prácticas académicas externas';

/**
 * The agreement the company signs (Real Decreto 592/2014): place and date, both parties with
 * their representatives, the careers office's clauses, signature blocks for both parties, and the
 * management data as an annex.
 */
export function renderAgreementDocument(doc: AgreementDocument): Promise<Buffer> {
  const u = doc.universidad;
  const e = doc.entidad;
  const { pdf, finish } = openPdf({
    titulo: AGREEMENT_TITLE,
    autor: u.razonSocial,
    asunto: doc.referencia,
    creado: doc.creado,
  });
  header(pdf, u.razonSocial, AGREEMENT_TITLE);
  pdf.moveDown();
  paragraph(pdf, `En ${u.localidad}, a ${longDate(doc.creado)}.`);

  heading(pdf, 'REUNIDOS');
  paragraph(
    pdf,
    `De una parte, D./D.ª ${u.representanteNombre}, ${u.representanteCargo}, en nombre y representación de ${u.razonSocial}, con CIF ${u.cif} y domicilio en ${u.direccion} (en adelante, la Universidad).`,
  );
  paragraph(
    pdf,
    `De otra parte, D./D.ª ${e.representante}, ${e.cargo}, en nombre y representación de ${e.razonSocial}, con CIF ${e.cif} y domicilio en ${e.direccion} (en adelante, la entidad colaboradora).`,
  );
  paragraph(
    pdf,
    'Ambas partes se reconocen mutuamente la capacidad legal necesaria para suscribir el presente convenio y, a tal efecto,',
  );
  heading(pdf, 'EXPONEN');
  paragraph(
    pdf,
    'Que las prácticas académicas externas constituyen una actividad de naturaleza formativa que permite a los estudiantes aplicar y complementar los conocimientos adquiridos en su formación académica, y que ambas partes desean colaborar en la formación práctica de los estudiantes, por lo que acuerdan suscribir el presente convenio con arreglo a las siguientes',
  );
  heading(pdf, 'CLÁUSULAS');
  for (const clause of parseClauses(u.clausulasConvenio.es, {
    universidad: u.razonSocial,
    entidad: e.razonSocial,
  })) {
    heading(pdf, clause.titulo);
    paragraph(pdf, clause.texto);
  }
  paragraph(
    pdf,
    'Y en prueba de conformidad, las partes firman el presente convenio en el lugar y la fecha indicados en el encabezamiento.',
  );
  signatureBlocks(pdf, [
    { parte: 'Por la Universidad', nombre: u.representanteNombre, cargo: u.representanteCargo },
    { parte: 'Por la entidad colaboradora', nombre: e.representante, cargo: e.cargo },
  ]);

  pdf.addPage();
  header(pdf, u.razonSocial, 'Anexo. Datos de gestión del convenio');
  for (const section of doc.anexo) {
    heading(pdf, section.titulo);
    fields(pdf, section.lineas);
  }
  footnote(pdf, `Referencia: ${doc.referencia}`);
  return finish();
}
