import { z } from 'zod';
import { defineCall } from './define-call.ts';

export const healthSchema = z.object({
  baseDeDatos: z.enum(['ok', 'error']),
  motor: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** Liveness and database state, for load balancers and the bench baseline. */
export const healthCalls = {
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
