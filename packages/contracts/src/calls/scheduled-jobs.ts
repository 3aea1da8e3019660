import { z } from 'zod';
import { Codes } from '../status-codes/codes.ts';
import { defineCall } from './define-call.ts';

const tags = ['Gestión: tareas programadas'];

/** Instants are ISO 8601 (UTC); the page shows them in Spain's time. */
export const scheduledJobSchema = z.object({
  nombre: z.string(),
  descripcion: z.object({ es: z.string(), en: z.string() }),
  /** Every so many minutes, or daily at HH:MM (Spain). */
  cadaMinutos: z.number().int().nullable(),
  diariaALas: z.string().nullable(),
  proximaEjecucion: z.string().nullable(),
  ultimoInicio: z.string().nullable(),
  ultimoFin: z.string().nullable(),
  ultimoExito: z.string().nullable(),
  /** What the last successful run reported (counts). */
  ultimoResumen: z.string().nullable(),
  ultimoError: z.string().nullable(),
  ultimoErrorFecha: z.string().nullable(),
  ejecuciones: z.number().int(),
  fallos: z.number().int(),
  /** A process holds the job right now. */
  enCurso: z.boolean(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const scheduledJobListSchema = z.object({ tareas: z.array(scheduledJobSchema) });
export type ScheduledJobList = z.infer<typeof scheduledJobListSchema>;

export const runScheduledJobBodySchema = z.object({ nombre: z.string().min(1).max(100) });
export type RunScheduledJobBody = z.infer<typeof runScheduledJobBodySchema>;

/** The portal's recurring work (reminders, expiry, retention…), for administrators. */
export const scheduledJobCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/Gestion/dameTareasProgramadas',
    auth: 'admin',
    summary: 'Scheduled jobs: last run, next run, last failure, runs and failures',
    tags,
    response: scheduledJobListSchema,
    codes: [],
  }),
  runNow: defineCall({
    method: 'POST',
    path: '/api/Gestion/ejecutaTareaProgramada',
    auth: 'admin',
    summary:
      'Runs a scheduled job now (unless another process is running it) and answers its state',
    tags,
    body: runScheduledJobBodySchema,
    response: scheduledJobSchema,
    codes: [Codes.NOT_FOUND],
  }),
};
