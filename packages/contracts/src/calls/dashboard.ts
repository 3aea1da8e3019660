import { dashboardQuerySchema, dashboardSchema } from '../portal/dashboard.ts';
import { defineCall } from './define-call.ts';

/** The back-office dashboard: SQL aggregates for the charts. */
export const dashboardCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameCuadroMando',
    auth: 'gestor',
    summary: 'Offers, applications, first responses, agreements, surveys, events and pending work',
    tags: ['Gestión (servicio de empleo)'],
    query: dashboardQuerySchema,
    response: dashboardSchema,
    codes: [],
  }),
};
