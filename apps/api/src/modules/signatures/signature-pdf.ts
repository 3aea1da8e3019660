import { footnote, header, heading, openPdf, paragraph } from '../../lib/pdf/index.ts';

export interface SignablePdf {
  titulo: string;
  universidad: string;
  parrafos: string[];
  /** Printed in the footer of every page: the document number. */
  referencia: string;
  creado: Date;
}

export interface SignatureStamp {
  firmante: string;
  dni: string | null;
  fecha: Date;
  ip: string;
  userAgent: string;
  sha256Original: string;
}

/**
 * Renders a personal document as a real PDF (A4, the shipped fonts embedded). With a stamp it adds the
 * signature page: who signed, when, from where and the SHA-256 of the document they accepted.
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
  footnote(pdf, `Referencia: ${doc.referencia}`);
  if (stamp) {
    pdf.addPage();
    heading(pdf, 'Firma electrónica');
    pdf.fontSize(11);
    const lines = [
      `Firmado por: ${stamp.firmante}${stamp.dni ? ` (${stamp.dni})` : ''}`,
      `Fecha y hora (UTC): ${stamp.fecha.toISOString()}`,
      `Dirección IP: ${stamp.ip}`,
      `Navegador: ${stamp.userAgent}`,
      `Huella SHA-256 del documento aceptado: ${stamp.sha256Original}`,
      'La persona firmante se identificó con su sesión en el portal y aceptó expresamente el contenido del documento.',
    ];
    for (const line of lines) {
      pdf.text(line).moveDown(0.5);
    }
  }
  return finish();
}
