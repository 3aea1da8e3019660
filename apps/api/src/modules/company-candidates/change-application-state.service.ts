import {
  ApplicationState,
  Codes,
  pathFor,
  type changeApplicationStateBodySchema,
  type CompanyCandidate,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { transitionApplication } from '../application-states/application-state.service.ts';
import { stateName } from '../application-states/application-states.policy.ts';
import { cvFieldSettingsOf } from '../cv/cv-field-rules.ts';
import { toCompanyCandidate } from './company-candidates.mapper.ts';
import { applicationStateName } from './company-candidates.policy.ts';
import * as repo from './company-candidates.repository.ts';
import { ownedApplication } from './company-candidates.service.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';

type ChangeBody = z.output<typeof changeApplicationStateBodySchema>;

/**
 * cambiaEstadoCandidatura: moves an application of one of the company's offers through the state
 * machine (14 from a final state or while the candidate has the next move, 49 for a move the
 * machine does not have), records it and tells the candidate (notification and email).
 */
export async function changeApplicationState(
  ctx: AppContext,
  companyId: number,
  userId: number,
  body: ChangeBody,
  language: 'es' | 'en' = 'es',
): Promise<CompanyCandidate> {
  const application = await ownedApplication(ctx, companyId, body.idCandidatura);
  const estado = applicationStateName(body.idEstado);
  const mensaje = body.mensaje ? `\n\nMensaje de la empresa: ${body.mensaje}` : '';
  const message = body.mensaje ? `\n\nMessage from the company: ${body.mensaje}` : '';
  const preEnrolled = body.idEstado === ApplicationState.PRE_ENROLLED;
  const sendEmail = await ctx.db.transaction(async (tx) => {
    // The state machine decides on the locked row: a move made meanwhile by the candidate (a
    // withdrawal) or by another company user is seen here, and the refusal is 14 or 49.
    const moved = await transitionApplication(ctx, tx, {
      target: { applicationId: application.id },
      actor: 'company',
      to: body.idEstado,
      by: userId,
      comentario: body.mensaje ?? null,
      leidaPorEmpresa: true,
      notice: () => ({
        titulo: preEnrolled
          ? 'Tienes una preinscripción pendiente'
          : 'Tu candidatura ha cambiado de estado',
        texto: preEnrolled
          ? `${application.empresa} te ha preinscrito en la oferta «${application.tituloOferta}». Acepta o rechaza la preinscripción desde tu candidatura.${mensaje}`
          : `${application.empresa} ha cambiado el estado de tu candidatura a la oferta «${application.tituloOferta}»: ${estado}.${mensaje}`,
        en: {
          titulo: preEnrolled
            ? 'You have a pending pre-enrolment'
            : 'Your application has changed state',
          texto: preEnrolled
            ? `${application.empresa} has pre-enrolled you in the offer “${application.tituloOferta}”. Accept or decline the pre-enrolment from your application.${message}`
            : `${application.empresa} has changed the state of your application to the offer “${application.tituloOferta}”: ${stateName(body.idEstado, 'en')}.${message}`,
        },
        urlAcceso: pathFor('ficha_candidatura', { id: application.id }),
      }),
    });
    return moved.send;
  });
  sendInBackground(sendEmail);
  const [[row], campos] = await Promise.all([
    repo.listCandidates(ctx.db, application.offerId, { applicationId: application.id }),
    cvFieldSettingsOf(ctx),
  ]);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toCompanyCandidate(row, campos.personales, language);
}
