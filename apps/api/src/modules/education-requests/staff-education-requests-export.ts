import { type EducationRequest } from '@portal/contracts';
import type { staffExportQuerySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { exportText, type ExportLanguage, type ExportText } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { listFile } from '../../lib/table-export.ts';
import { listStaffEducationRequests } from './staff-education-requests.service.ts';
import { stateText } from './education-request-helpers.ts';

const stageText: Record<EducationRequest['etapa'], ExportText> = {
  infantil: 'Educación Infantil',
  primaria: 'Educación Primaria',
  secundaria: 'Educación Secundaria',
  otra: 'Otra',
};

export async function exportEducationRequests(
  ctx: AppContext,
  query: z.output<typeof staffExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  return listFile(
    query.formato,
    await listStaffEducationRequests(ctx, query),
    {
      sheet: 'Prácticas de educación',
      base: 'solicitudes-practicas-educacion',
      header: [
        'Solicitud',
        'Fecha',
        'Estado',
        'Origen',
        'Centro',
        'Alumno',
        'DNI',
        'Email',
        'Etapa',
        'Inicio',
        'Fin',
        'Tutor',
        'Motivo',
        'Resuelta por',
      ],
      row: (r) => [
        String(r.idSolicitud),
        r.fecha,
        exportText(stateText[r.estado], lang),
        exportText(r.origen === 'alumno' ? 'Alumno' : 'Centro', lang),
        r.centro,
        `${r.alumno.nombre} ${r.alumno.apellidos}`,
        r.alumno.dni ?? '',
        r.alumno.email,
        exportText(stageText[r.etapa], lang),
        r.fechaInicio,
        r.fechaFin,
        r.tutorNombre ?? '',
        r.motivo ?? '',
        r.resueltaPor ?? '',
      ],
    },
    lang,
  );
}
