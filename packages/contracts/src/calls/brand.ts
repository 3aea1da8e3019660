import { publicConfigSchema } from '../brand/brand-settings.ts';
import { defineCall } from './define-call.ts';

/** Brand settings and the maintenance flag, read by the web client before anything else. */
export const brandCalls = {
  config: defineCall({
    method: 'GET',
    path: '/api/Publico/dameConfiguracion',
    auth: 'public',
    summary: 'Brand settings and maintenance flag',
    tags: ['Marca'],
    response: publicConfigSchema,
    codes: [],
  }),
};
