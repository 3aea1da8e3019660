import { FONT_BOLD, FONT_REGULAR, MUTED } from './document.ts';
import type { PdfLanguage } from './format.ts';

type Pdf = PDFKit.PDFDocument;

/** The issuing institution, right-aligned and muted, then the document's title. */
export function header(pdf: Pdf, issuer: string, title: string) {
  pdf.font(FONT_REGULAR).fontSize(10).fillColor(MUTED).text(issuer, { align: 'right' });
  pdf.moveDown(2).font(FONT_BOLD).fontSize(16).fillColor('#000000').text(title);
  pdf.font(FONT_REGULAR);
}

export function heading(pdf: Pdf, text: string) {
  pdf.moveDown().font(FONT_BOLD).fontSize(12).fillColor('#000000').text(text);
  pdf.moveDown(0.3).font(FONT_REGULAR).fontSize(10);
}

export function paragraph(pdf: Pdf, text: string, size = 10) {
  pdf.font(FONT_REGULAR).fontSize(size).fillColor('#000000').text(text, { align: 'justify' });
  pdf.moveDown(0.5);
}

/** «Label: value» lines; a null label prints the value alone. */
export function fields(pdf: Pdf, lines: readonly (readonly [string | null, string])[]) {
  pdf.font(FONT_REGULAR).fontSize(10).fillColor('#000000');
  for (const [label, value] of lines) {
    pdf.text(label === null ? value : `${label}: ${value}`, { align: 'left' });
  }
}

/** Rows of label and amount, the amount right-aligned; the last row in bold when `total`. */
export function amountRows(
  pdf: Pdf,
  rows: readonly (readonly [string, string])[],
  { total = false } = {},
) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  rows.forEach(([label, amount], i) => {
    pdf.font(total && i === rows.length - 1 ? FONT_BOLD : FONT_REGULAR).fontSize(10);
    const y = pdf.y;
    pdf.text(label, left, y, { width: width * 0.65 });
    pdf.text(amount, left + width * 0.65, y, { width: width * 0.35, align: 'right' });
    pdf.x = left;
  });
  pdf.font(FONT_REGULAR);
}

export interface SignatureBlock {
  /** «Por la Universidad», «For the host organisation». */
  parte: string;
  nombre: string;
  cargo: string;
}

/** Two signature boxes side by side: party, a blank to sign on, name and position. */
export function signatureBlocks(
  pdf: Pdf,
  blocks: readonly [SignatureBlock, SignatureBlock],
  lang: PdfLanguage = 'es',
) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const column = (width - 24) / 2;
  if (pdf.y + 140 > pdf.page.height - pdf.page.margins.bottom) {
    pdf.addPage();
  }
  pdf.moveDown(1.5);
  const top = pdf.y;
  let bottom = top;
  blocks.forEach((block, i) => {
    const x = left + i * (column + 24);
    pdf
      .font(FONT_BOLD)
      .fontSize(10)
      .fillColor('#000000')
      .text(block.parte, x, top, { width: column });
    const line = pdf.y + 60;
    pdf
      .moveTo(x, line)
      .lineTo(x + column, line)
      .lineWidth(0.5)
      .strokeColor('#000000')
      .stroke();
    pdf
      .font(FONT_REGULAR)
      .text(`${lang === 'en' ? 'Signed' : 'Fdo.'}: ${block.nombre}`, x, line + 6, {
        width: column,
      });
    pdf.fillColor(MUTED).text(block.cargo, { width: column });
    bottom = Math.max(bottom, pdf.y);
  });
  pdf.x = left;
  pdf.y = bottom;
  pdf.fillColor('#000000');
}

export function footnote(pdf: Pdf, text: string) {
  pdf.moveDown(2).font(FONT_REGULAR).fontSize(9).fillColor(MUTED).text(text);
  pdf.fillColor('#000000');
}
