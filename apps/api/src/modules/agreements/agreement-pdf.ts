import { createHash } from 'node:crypto';
import fs from 'node:fs';
import PDFDocument from 'pdfkit';

/** DejaVu covers every Latin name; without it, Helvetica (WinAnsi) covers Spanish letters. */
const fontCandidates = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];
const fontFile = fontCandidates.find((f) => fs.existsSync(f)) ?? null;

const winAnsi = (text: string) =>
  fontFile ? text : text.replace(/[^\u0020-\u007e\u00a0-\u00ff€‘’“”–—…•]/g, '?');

export interface PdfSection {
  titulo: string;
  /** Label and value pairs, or plain paragraphs (label null). */
  lineas: readonly (readonly [string | null, string])[];
}

export interface SectionedPdf {
  titulo: string;
  universidad: string;
  referencia: string;
  creado: Date;
  secciones: readonly PdfSection[];
}

/** Renders an agreement or an invoice as a real A4 PDF with an embedded font. */
export function renderSectionedPdf(doc: SectionedPdf): Promise<Buffer> {
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
  for (const section of doc.secciones) {
    pdf.moveDown().fontSize(12).fillColor('#000000').text(winAnsi(section.titulo));
    pdf.moveDown(0.3).fontSize(10);
    for (const [label, value] of section.lineas) {
      pdf.text(winAnsi(label === null ? value : `${label}: ${value}`), { align: 'left' });
    }
  }
  pdf
    .moveDown(2)
    .fontSize(9)
    .fillColor('#555555')
    .text(winAnsi(`Referencia: ${doc.referencia}`));
  pdf.end();
  return done;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
