import {
  UNIVERSITY_PLACEHOLDER,
  withHeadingAnchors,
  type ContentPage,
  type FaqItem,
  type StaffContentPage,
  type StaffFaqItem,
} from '@portal/contracts';
import type { ContentPageRow, HelpFaqRow } from './content-pages.table.ts';

const escapeText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The brand's university name in place of `{{universidad}}` (escaped: it is text, not HTML). */
export const withUniversity = (html: string, universidad: string): string =>
  html.replaceAll(UNIVERSITY_PLACEHOLDER, escapeText(universidad));

const prefixOf: Record<ContentPageRow['pagina'], string> = {
  orientacion: 'orientacion',
  ayuda: 'ayuda',
};

/** A page as readers get it: placeholders replaced, heading anchors and the table of contents. */
export function toContentPage(row: ContentPageRow, universidad: string): ContentPage {
  const { html, indice } = withHeadingAnchors(
    withUniversity(row.contenido, universidad),
    prefixOf[row.pagina],
  );
  return {
    pagina: row.pagina,
    idioma: row.idioma,
    contenido: html,
    indice,
    actualizada: row.updatedAt.toISOString(),
  };
}

export const toFaqItem = (row: HelpFaqRow, universidad: string): FaqItem => ({
  idPregunta: row.id,
  pregunta: row.pregunta.replaceAll(UNIVERSITY_PLACEHOLDER, universidad),
  respuesta: withUniversity(row.respuesta, universidad),
  ancla: `ayuda-pregunta-${String(row.id)}`,
});

export const toStaffPage = (row: {
  pagina: ContentPageRow['pagina'];
  idioma: ContentPageRow['idioma'];
  contenido: string;
  updatedAt: Date;
  editor: string | null;
}): StaffContentPage => ({
  pagina: row.pagina,
  idioma: row.idioma,
  contenido: row.contenido,
  actualizada: row.updatedAt.toISOString(),
  actualizadaPor: row.editor,
});

export const toStaffFaqItem = (row: HelpFaqRow): StaffFaqItem => ({
  idPregunta: row.id,
  rol: row.rol,
  idioma: row.idioma,
  orden: row.orden,
  pregunta: row.pregunta,
  respuesta: row.respuesta,
});
