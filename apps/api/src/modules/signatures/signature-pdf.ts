import fs from 'node:fs';
import PDFDocument from 'pdfkit';

/** DejaVu covers every Latin name; without it, Helvetica (WinAnsi) covers Spanish letters. */
const fontCandidates = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];
const fontFile = fontCandidates.find((f) => fs.existsSync(f)) ?? null;

/** Text Helvetica can draw (WinAnsi); anything else becomes '?'. */
const winAnsi = (text: string) =>
  fontFile ? text : text.replace(/[^\u0020-\u007e\u00a0-\u00ff€‘’“”–—…•]/g, '?');

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
 * Renders a personal document as a real PDF (A4, embedded font). With a stamp it adds the
 * signature page: who signed, when, from where and the SHA-256 of the document they accepted.
 */
export function renderSignablePdf(doc: SignablePdf, stamp?: SignatureStamp): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: doc.titulo,
      Author: doc.universidad,
      Subject: doc.referencia,
      CreationDate: doc.creado,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    pdf.on('error', reject);
  });
  if (fontFile) {
    pdf.registerFont('body', fontFile);
    pdf.font('body');
  } else {
    pdf.font('Helvetica');
  }
  pdf.fontSize(10).fillColor('#555555').text(winAnsi(doc.universidad), { align: 'right' });
  pdf.moveDown(2).fontSize(16).fillColor('#000000').text(winAnsi(doc.titulo));
  pdf.moveDown();
  for (const p of doc.parrafos) {
    pdf.fontSize(11).text(winAnsi(p), { align: 'justify' }).moveDown(0.8);
  }
  pdf
    .moveDown()
    .fontSize(9)
    .fillColor('#555555')
    .text(winAnsi(`Referencia: ${doc.referencia}`));
  if (stamp) {
    pdf.addPage().fontSize(14).fillColor('#000000').text('Firma electrónica');
    pdf.moveDown().fontSize(11);
    const lines = [
      `Firmado por: ${stamp.firmante}${stamp.dni ? ` (${stamp.dni})` : ''}`,
      `Fecha y hora (UTC): ${stamp.fecha.toISOString()}`,
      `Dirección IP: ${stamp.ip}`,
      `Navegador: ${stamp.userAgent}`,
      `Huella SHA-256 del documento aceptado: ${stamp.sha256Original}`,
      'La persona firmante se identificó con su sesión en el portal y aceptó expresamente el contenido del documento.',
    ];
    for (const line of lines) {
      pdf.text(winAnsi(line)).moveDown(0.5);
    }
  }
  pdf.end();
  return done;
}
