import { Codes, type StaffSurvey, type StaffSurveyEndDateBody } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { getStaffSurvey } from './surveys-staff.service.ts';
import { surveys } from './surveys.table.ts';

/**
 * Gestion/cambiaFechaFinEncuesta: the end date alone, allowed even once people have answered
 * (their answers stay valid: only when the survey closes changes).
 */
export async function changeSurveyEndDate(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: StaffSurveyEndDateBody,
): Promise<StaffSurvey> {
  await ctx.db.transaction(async (tx) => {
    const [survey] = await tx.select().from(surveys).where(eq(surveys.id, id)).for('update');
    if (!survey) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (body.fechaFin !== null && body.fechaFin < survey.fechaInicio) {
      throw new AppError(Codes.INVALID_INPUT, {
        datos: {
          errores: [
            {
              campo: 'fechaFin',
              codigo: 'date_order',
              mensaje: 'La fecha de fin debe ser posterior a la de inicio',
            },
          ],
        },
      });
    }
    await tx.update(surveys).set({ fechaFin: body.fechaFin }).where(eq(surveys.id, id));
    await recordAudit(tx, {
      actor,
      action: 'encuesta.cambiar_fecha_fin',
      entity: 'encuesta',
      entityId: id,
      before: { fechaFin: survey.fechaFin },
      after: { fechaFin: body.fechaFin },
    });
  });
  return getStaffSurvey(ctx, id);
}
