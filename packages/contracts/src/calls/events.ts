import { z } from 'zod';
import {
  eventCancelBodySchema,
  eventCancelResultSchema,
  eventEnrolmentBodySchema,
  eventEnrolmentResultSchema,
  eventRefParamsSchema,
  eventSheetSchema,
} from '../portal/events.ts';
import { eventItemSchema } from '../portal/home.ts';
import { Codes } from '../status-codes/codes.ts';
import { defineCall, fileResponse } from './define-call.ts';

const tags = ['Eventos'];

/** Events: list, sheet (candidate and public) and enrolment. */
export const eventCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameEventos',
    // /eventos is a page of every signed-in role; only candidates enrol.
    auth: ['alumno', 'empresa', 'gestor'],
    summary: 'Events open to the candidate',
    tags,
    response: z.array(eventItemSchema),
    codes: [],
  }),
  sheet: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameFichaEvento/:id',
    auth: ['alumno', 'empresa', 'gestor'],
    summary: 'Event sheet (candidate)',
    tags,
    params: eventRefParamsSchema,
    response: eventSheetSchema,
    codes: [Codes.NOT_FOUND],
  }),
  publicSheet: defineCall({
    method: 'GET',
    path: '/api/Publico/dameFichaEvento/:id',
    auth: 'public',
    summary: 'Event sheet (public events)',
    tags,
    params: eventRefParamsSchema,
    response: eventSheetSchema,
    codes: [Codes.NOT_FOUND],
  }),
  enrol: defineCall({
    method: 'POST',
    path: '/api/Alumno/inscribirseEnEvento',
    auth: 'alumno',
    summary: 'Enrol in an event (533)',
    description:
      'Refused with 541 and datos.motivo: caducado (the event is over), completo (no places left) or inscrito (already enrolled). Capacity is checked with the event row locked.',
    tags,
    body: eventEnrolmentBodySchema,
    response: eventEnrolmentResultSchema,
    codes: [Codes.NOT_FOUND, Codes.CANNOT_ENROL],
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/api/Alumno/desinscribirseDeEvento',
    auth: 'alumno',
    summary: 'Cancel my enrolment in an event that has not started',
    tags,
    body: eventCancelBodySchema,
    response: eventCancelResultSchema,
    codes: [Codes.NOT_FOUND, Codes.CANNOT_ENROL],
  }),
  calendar: defineCall({
    method: 'GET',
    path: '/api/Alumno/dameEventoCalendario/:id',
    auth: 'alumno',
    summary: 'The event as an iCalendar file (enrolled candidates)',
    tags,
    params: eventRefParamsSchema,
    response: fileResponse('text/calendar'),
    codes: [Codes.NOT_FOUND],
  }),
};
