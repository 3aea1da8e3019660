import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import type { AuditActor } from './audit.ts';

/** Who acts and the request's id, for the audit row written with each change. */
export interface StaffAct {
  actor: AuditActor;
  requestId?: string;
}

/** The staff user of the request and its id, for the audit row of the action. */
export function staffAct(request: Pick<FastifyRequest, 'authUser' | 'id'>): StaffAct {
  const user = currentUser(request);
  return { actor: { id: user.id, email: user.email }, requestId: request.id };
}
