import { z } from 'zod';
import { defineCall } from './define-call.ts';

export const healthSchema = z.object({
  baseDeDatos: z.enum(['ok', 'error']),
  motor: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const livenessSchema = z.object({ vivo: z.literal(true) });

export const readinessSchema = z.object({
  /** starting: migrating or not yet listening; stopping: shutting down. */
  proceso: z.enum(['starting', 'ready', 'stopping']),
  baseDeDatos: z.enum(['ok', 'error']),
  /** Every migration this version ships is applied. */
  migraciones: z.enum(['ok', 'pendientes']),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** Liveness and database state, for load balancers and the bench baseline. */
export const healthCalls = {
  live: defineCall({
    method: 'GET',
    path: '/api/health/live',
    auth: 'public',
    summary: 'Liveness: the process answers (restart it when this fails)',
    description:
      'Touches nothing else: a database outage must not make an orchestrator restart it.',
    tags: ['Sistema'],
    response: livenessSchema,
    codes: [],
  }),
  ready: defineCall({
    method: 'GET',
    path: '/api/health/ready',
    auth: 'public',
    summary: 'Readiness: send traffic here (migrations done, database answering, not stopping)',
    description:
      'HTTP 503 with status 500 (and the same `datos`) while starting or stopping, while migrations are pending, or when the database does not answer within a second.',
    tags: ['Sistema'],
    response: readinessSchema,
    codes: [],
  }),
  health: defineCall({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Liveness and database state',
    description:
      'HTTP 503 with status 500 (and the same `datos`) when the database does not answer.',
    tags: ['Sistema'],
    response: healthSchema,
    codes: [],
  }),
};
