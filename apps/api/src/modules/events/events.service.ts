import {
  Codes,
  type EventEnrolmentResult,
  type EventItem,
  type EventSheet,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { freePlaces, toEventItem, toEventSheet } from './events.mapper.ts';
import * as repo from './events.repository.ts';

/** A sheet is asked for by numeric id or by slug. */
const toRef = (id: string): repo.EventRef =>
  /^\d{1,9}$/.test(id) ? { id: Number(id) } : { slug: id };

/** Every event, latest first (spec 000 §4), with the candidate's enrolment. */
export async function listEvents(ctx: AppContext, candidateId: number): Promise<EventItem[]> {
  const now = new Date();
  const rows = await repo.listEvents(ctx.db, candidateId);
  return rows.map((r) => toEventItem(r.event, r.inscrito, now));
}

/** An event sheet for a candidate (any event) or for the public (public events only). */
export async function getEventSheet(
  ctx: AppContext,
  id: string,
  viewer: { candidateId: number } | 'public',
): Promise<EventSheet> {
  const found = await repo.findEvent(ctx.db, {
    ref: toRef(id),
    candidateId: viewer === 'public' ? null : viewer.candidateId,
    publicOnly: viewer === 'public',
  });
  if (!found) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return toEventSheet(found.event, found.inscrito, found.inscritos, new Date());
}

/**
 * Enrols the candidate: the event row is locked so two enrolments cannot both take the last
 * place. Enrolling again answers success; a past or full event cannot be joined (541, with
 * `datos.motivo` 'caducado' or 'completo').
 */
export async function enrolInEvent(
  ctx: AppContext,
  candidateId: number,
  eventId: number,
): Promise<EventEnrolmentResult> {
  return ctx.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, eventId);
    if (!event) {
      throw new AppError(Codes.NOT_FOUND);
    }
    const inscritos = await repo.countEnrolments(tx, eventId);
    const result = (n: number) => ({
      idEvento: eventId,
      inscrito: true as const,
      plazasLibres: freePlaces(event.plazas, n),
    });
    if (await repo.isEnrolled(tx, eventId, candidateId)) {
      return result(inscritos);
    }
    if (event.fecha.getTime() < Date.now()) {
      throw new AppError(Codes.CANNOT_ENROL, { datos: { motivo: 'caducado' } });
    }
    if (event.plazas !== null && inscritos >= event.plazas) {
      throw new AppError(Codes.CANNOT_ENROL, { datos: { motivo: 'completo' } });
    }
    await repo.enrol(tx, eventId, candidateId);
    return result(inscritos + 1);
  });
}
