import { fields, footnote, header, heading } from './blocks.ts';
import { openPdf } from './document.ts';

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

/** A plain A4 document of titled sections (sample and demo files, simple forms). */
export function renderSectionedPdf(doc: SectionedPdf): Promise<Buffer> {
  const { pdf, finish } = openPdf({
    titulo: doc.titulo,
    autor: doc.universidad,
    asunto: doc.referencia,
    creado: doc.creado,
  });
  header(pdf, doc.universidad, doc.titulo);
  for (const section of doc.secciones) {
    heading(pdf, section.titulo);
    fields(pdf, section.lineas);
  }
  footnote(pdf, `Referencia: ${doc.referencia}`);
  return finish();
}
