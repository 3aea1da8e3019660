import {
  footnote,
  header,
  heading,
  openPdf,
  paragraph,
  type PdfLanguage,
} from '../../lib/pdf/index.ts';

export interface SignablePdf {
  titulo: string;
  universidad: string;
  parrafos: string[];
  /** Printed in the footer of every page: the document number. */
  referencia: string;
  creado: Date;
  /** The document's language, which its reference and signature page follow. */
  idioma: PdfLanguage;
}

export interface SignatureStamp {
  firmante: string;
  dni: string | null;
  fecha: Date;
  ip: string;
  userAgent: string;
  sha256Original: string;
}

/** The words of the reference and the signature page in each of the portal's languages. */
const stampWords = {
  es: {
    reference: 'Referencia',
    title: 'Firma electrónica',
    signedBy: 'Firmado por',
    instant: 'Fecha y hora (UTC)',
    ip: 'Dirección IP',
    browser: 'Navegador',
    fingerprint: 'Huella SHA-256 del documento aceptado',
    statement:
      'La persona firmante se identificó con su sesión en el portal y aceptó expresamente el contenido del documento.',
  },
  en: {
    reference: 'Reference',
    title: 'Electronic signature',
    signedBy: 'Signed by',
    instant: 'Date and time (UTC)',
    ip: 'IP address',
    browser: 'Browser',
    fingerprint: 'SHA-256 fingerprint of the accepted document',
    statement:
      'The signer identified themselves with their portal session and expressly accepted the content of the document.',
  },
} as const;

/**
 * Renders a personal document as a real PDF (A4, the shipped fonts embedded) in its language. With a
 * stamp it adds the signature page: who signed, when, from where and the SHA-256 of the document
 * they accepted.
 */
export function renderSignablePdf(doc: SignablePdf, stamp?: SignatureStamp): Promise<Buffer> {
  const { pdf, finish } = openPdf({
    titulo: doc.titulo,
    autor: doc.universidad,
    asunto: doc.referencia,
    creado: doc.creado,
  });
  header(pdf, doc.universidad, doc.titulo);
  pdf.moveDown();
  for (const p of doc.parrafos) {
    paragraph(pdf, p, 11);
  }
  const w = stampWords[doc.idioma];
  footnote(pdf, `${w.reference}: ${doc.referencia}`);
  if (stamp) {
    pdf.addPage();
    heading(pdf, w.title);
    pdf.fontSize(11);
    const lines = [
      `${w.signedBy}: ${stamp.firmante}${stamp.dni ? ` (${stamp.dni})` : ''}`,
      `${w.instant}: ${stamp.fecha.toISOString()}`,
      `${w.ip}: ${stamp.ip}`,
      `${w.browser}: ${stamp.userAgent}`,
      `${w.fingerprint}: ${stamp.sha256Original}`,
      w.statement,
    ];
    for (const line of lines) {
      pdf.text(line).moveDown(0.5);
    }
  }
  return finish();
}
