import { filterStaffSurveys, type staffSurveyExportQuerySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { exportText, yesNo, type ExportLanguage } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { tableFile } from '../../lib/table-export.ts';
import { listStaffSurveys } from './surveys-staff.service.ts';

const stateLabel = { borrador: 'Borrador', publicada: 'Publicada' } as const;

/**
 * Gestion/exportaEncuestas: the staff surveys list as its page shows it searched (every word of
 * the title) and filtered by state: title, mandatory, state, dates and the three counts.
 */
export async function exportStaffSurveys(
  ctx: AppContext,
  query: z.output<typeof staffSurveyExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const rows = filterStaffSurveys(await listStaffSurveys(ctx), query);
  return tableFile(
    {
      sheet: 'Encuestas',
      header: [
        'Id',
        'Título',
        'Obligatoria',
        'Estado',
        'Inicio',
        'Fin',
        'Preguntas',
        'Respuestas',
        'Invitaciones',
      ],
      rows: rows.map((s) => [
        String(s.id),
        s.titulo,
        yesNo(s.obligatoria, lang),
        exportText(stateLabel[s.estado], lang),
        s.fechaInicio,
        s.fechaFin ?? '',
        String(s.preguntas),
        String(s.respuestas),
        String(s.invitaciones),
      ]),
    },
    query.formato,
    'encuestas',
    lang,
  );
}
