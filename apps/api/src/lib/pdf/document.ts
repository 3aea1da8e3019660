import path from 'node:path';
import PDFDocument from 'pdfkit';
import { assetsDir } from '../../paths.ts';

/**
 * The fonts the repository ships (apps/api/assets/fonts): every document embeds them, so a name
 * such as «Łukasz Nguyễn» prints the same on any host, with or without system fonts.
 */
const fontsDir = path.join(assetsDir, 'fonts');
export const FONT_REGULAR = 'body';
export const FONT_BOLD = 'bold';

export const MUTED = '#555555';
export const ACCENT = '#1f4e79';

export interface PdfInfo {
  titulo: string;
  autor: string;
  asunto: string;
  creado?: Date;
  margin?: number;
}

export interface OpenPdf {
  pdf: PDFKit.PDFDocument;
  /** Ends the document and resolves with its bytes. */
  finish: () => Promise<Buffer>;
}

/** An A4 document with the shipped fonts registered and the regular one selected. */
export function openPdf(info: PdfInfo): OpenPdf {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: info.margin ?? 56,
    info: {
      Title: info.titulo,
      Author: info.autor,
      Subject: info.asunto,
      ...(info.creado ? { CreationDate: info.creado } : {}),
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
  pdf.registerFont(FONT_REGULAR, path.join(fontsDir, 'DejaVuSans.ttf'));
  pdf.registerFont(FONT_BOLD, path.join(fontsDir, 'DejaVuSans-Bold.ttf'));
  pdf.font(FONT_REGULAR);
  return {
    pdf,
    finish: () => {
      pdf.end();
      return done;
    },
  };
}
