import { z } from 'zod';

/** `POST /api/Publico/activarModoDios`: the operator's maintenance key. */
export const godModeBodySchema = z.object({ clave: z.string().min(1).max(200) });
export type GodModeBody = z.infer<typeof godModeBodySchema>;

export const godModeSchema = z.object({ godMode: z.literal(true) });
export type GodMode = z.infer<typeof godModeSchema>;
