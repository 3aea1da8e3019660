import {
  Codes,
  type EventCancelResult,
  type EventEnrolmentResult,
  type EventItem,
  type EventSheet,
  pathFor,
} from '@portal/contracts';
import { createEvent } from 'ics';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { freePlaces, toEventItem, toEventSheet } from './events.mapper.ts';
import * as repo from './events.repository.ts';

/** A sheet is asked for by numeric id or by slug. */
const toRef = (id: string): repo.EventRef =>
  /^\d{1,9}$/.test(id) ? { id: Number(id) } : { slug: id };

/** Every event, latest first, with the candidate's enrolment. */
export async function listEvents(
  ctx: AppContext,
  candidateId: number | null,
): Promise<EventItem[]> {
  const now = new Date();
  const rows = await repo.listEvents(ctx.db, candidateId);
  return rows.map((r) => toEventItem(r.event, r.inscrito, now));
}

/** An event sheet for a candidate (any event) or for the public (public events only). */
export async function getEventSheet(
  ctx: AppContext,
  id: string,
  viewer: { candidateId: number | null } | 'public',
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
 * place. A past or full event, or a second enrolment, is refused (541, with `datos.motivo`
 * 'caducado', 'completo' or 'inscrito').
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
      throw new AppError(Codes.CANNOT_ENROL, { datos: { motivo: 'inscrito' } });
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

/** Leaves an event that has not started (541 'caducado' once it has; 404 when not enrolled). */
export async function cancelEventEnrolment(
  ctx: AppContext,
  candidateId: number,
  eventId: number,
): Promise<EventCancelResult> {
  return ctx.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, eventId);
    if (!event || !(await repo.isEnrolled(tx, eventId, candidateId))) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (event.fecha.getTime() < Date.now()) {
      throw new AppError(Codes.CANNOT_ENROL, { datos: { motivo: 'caducado' } });
    }
    await repo.unenrol(tx, eventId, candidateId);
    const inscritos = await repo.countEnrolments(tx, eventId);
    return {
      idEvento: eventId,
      inscrito: false,
      plazasLibres: freePlaces(event.plazas, inscritos),
    };
  });
}

/** The iCalendar file of an event the candidate is enrolled in (two hours, Europe/Madrid). */
export async function eventCalendar(
  ctx: AppContext,
  candidateId: number,
  id: string,
): Promise<{ data: Buffer; nombre: string; mime: string }> {
  const found = await repo.findEvent(ctx.db, { ref: toRef(id), candidateId, publicOnly: false });
  if (!found?.inscrito) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const { event } = found;
  const base = ctx.env.PUBLIC_URL ?? `http://localhost:${String(ctx.env.PORT)}`;
  const { error, value } = createEvent({
    uid: `evento-${String(event.id)}@portal-empleo`,
    title: event.titulo,
    description: event.entradilla,
    location: event.lugar,
    start: event.fecha.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 2 },
    url: `${base}${pathFor('ficha_evento', { id: event.slug })}`,
    categories: [event.categoria],
    status: 'CONFIRMED',
    productId: 'portal-empleo/eventos',
  });
  if (error || value === null) {
    throw new AppError(Codes.DOCUMENT_GENERATION_FAILED);
  }
  return { data: Buffer.from(value, 'utf8'), nombre: `${event.slug}.ics`, mime: 'text/calendar' };
}
