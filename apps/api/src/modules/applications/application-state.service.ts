import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import { reasonText } from './applications.mapper.ts';
import { stateName } from './applications.policy.ts';
import * as repo from './applications.repository.ts';

export interface StateChange {
  applicationId: number;
  candidateId: number;
  /** Title of the offer, for the candidate's notice. */
  oferta: string;
  estado: number;
  /** Who made the change (the candidate, a company user or staff). */
  by: number;
  idMotivo?: number | null;
  pendienteFirma?: boolean;
  /** A freshly created application (the notice says "applied" rather than "changed"). */
  created?: boolean;
}

/**
 * The one way an application changes state: the new state, its history entry and the candidate's
 * notification are written in the caller's transaction; the returned function sends the email
 * and is called after commit (so no application is left without an answer, issue 4 item 10).
 * Company-side services (cambiaEstadoCandidatura, cerrarOferta) can call it too.
 */
export async function recordStateChange(
  ctx: AppContext,
  tx: Db,
  change: StateChange,
): Promise<() => Promise<void>> {
  if (!change.created) {
    await repo.setState(tx, change.applicationId, {
      estado: change.estado,
      idMotivoRechazo: change.idMotivo ?? null,
      ...(change.pendienteFirma === undefined ? {} : { pendienteFirma: change.pendienteFirma }),
    });
  }
  await repo.addHistory(tx, {
    applicationId: change.applicationId,
    estado: change.estado,
    changedBy: change.by,
    idMotivo: change.idMotivo ?? null,
  });
  const reason = reasonText(change.idMotivo ?? null);
  return notifyUser(
    ctx,
    change.candidateId,
    {
      titulo: change.created ? 'Inscripción realizada' : 'Tu candidatura ha cambiado de estado',
      texto: change.created
        ? `Te has inscrito en la oferta «${change.oferta}». Podrás seguir su estado en tus candidaturas.`
        : `Tu candidatura a la oferta «${change.oferta}» está ahora en estado «${stateName(change.estado)}».${reason ? ` Motivo: ${reason}.` : ''}`,
      urlAcceso: `/mis-candidaturas/${String(change.applicationId)}`,
    },
    tx,
  );
}
