import {
  ApplicationState,
  checkCompanyTransition,
  Codes,
  type changeApplicationStateBodySchema,
  type CompanyCandidate,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import { toCompanyCandidate } from './company-candidates.mapper.ts';
import {
  applicationStateName,
  transitionContext,
  waitsForCandidate,
} from './company-candidates.policy.ts';
import * as repo from './company-candidates.repository.ts';
import { ownedApplication } from './company-candidates.service.ts';

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
): Promise<CompanyCandidate> {
  const application = await ownedApplication(ctx, companyId, body.idCandidatura);
  const check = waitsForCandidate(application)
    ? 'not-allowed'
    : checkCompanyTransition(
        application.estado,
        body.idEstado,
        transitionContext(application.familia),
      );
  if (check === 'not-allowed') {
    throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED);
  }
  if (check === 'invalid') {
    throw new AppError(Codes.INVALID_STATUS_TRANSITION);
  }
  const estado = applicationStateName(body.idEstado);
  const sendEmail = await ctx.db.transaction(async (tx) => {
    const changed = await repo.changeState(tx, {
      id: application.id,
      from: application.estado,
      to: body.idEstado,
      by: userId,
      comentario: body.mensaje ?? null,
    });
    if (!changed) {
      // Someone else moved it first: the requested move was made from a state it is no longer in.
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED);
    }
    const mensaje = body.mensaje ? `\n\nMensaje de la empresa: ${body.mensaje}` : '';
    const preEnrolled = body.idEstado === ApplicationState.PRE_ENROLLED;
    return notifyUser(
      ctx,
      application.candidateId,
      {
        titulo: preEnrolled
          ? 'Tienes una preinscripción pendiente'
          : 'Tu candidatura ha cambiado de estado',
        texto: preEnrolled
          ? `${application.empresa} te ha preinscrito en la oferta «${application.tituloOferta}». Acepta o rechaza la preinscripción desde tu candidatura.${mensaje}`
          : `${application.empresa} ha cambiado el estado de tu candidatura a la oferta «${application.tituloOferta}»: ${estado}.${mensaje}`,
        urlAcceso: `/mis-candidaturas/${String(application.id)}`,
      },
      tx,
    );
  });
  await sendEmail();
  const [[row], degrees] = await Promise.all([
    repo.listCandidates(ctx.db, application.offerId, { applicationId: application.id }),
    repo.degreesOf(ctx.db, [application.candidateId]),
  ]);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toCompanyCandidate(row, degrees.get(application.candidateId) ?? []);
}
