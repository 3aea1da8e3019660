import type { staffDocumentationExportQuerySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { spanishDay } from '../../lib/dates.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { tableFile } from '../../lib/table-export.ts';
import { listDocumentation } from './staff-documentation.service.ts';

/** Sections, audiences and modalities as the documentation screen names them. */
const sectionLabel = {
  anexos: 'Anexos de prácticas',
  notas_informativas: 'Notas informativas',
  otros: 'Otros documentos',
} as const;
const audienceLabel = {
  todos: 'Estudiantes y titulados',
  estudiantes: 'Estudiantes',
  titulados: 'Titulados',
} as const;
const modalityLabel = { curricular: 'Curriculares', extracurricular: 'Extracurriculares' } as const;

/**
 * Gestion/exportaDocumentacionEmpresas: the documentation files as the staff page shows them
 * filtered (section, audience, programme, every word of the text): title, file, section,
 * audience, modality, programme and the day of the last change (Spanish calendar).
 */
export async function exportDocumentation(
  ctx: AppContext,
  query: z.output<typeof staffDocumentationExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const { formato, ...filters } = query;
  const files = await listDocumentation(ctx, filters);
  return tableFile(
    {
      sheet: 'Documentación',
      header: [
        'Id',
        'Título',
        'Fichero',
        'Sección',
        'Destinatarios',
        'Modalidad',
        'Programa',
        'Última modificación',
      ],
      rows: files.map((f) => [
        String(f.id),
        f.titulo,
        f.nombreFichero,
        exportText(sectionLabel[f.seccion], lang),
        exportText(audienceLabel[f.colectivo], lang),
        f.modalidad === null ? '' : exportText(modalityLabel[f.modalidad], lang),
        f.programa ?? '',
        spanishDay(new Date(f.actualizado)),
      ]),
    },
    formato,
    'documentacion',
    lang,
  );
}
