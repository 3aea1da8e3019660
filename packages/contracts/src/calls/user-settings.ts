import { z } from 'zod';
import { defineCall } from './define-call.ts';

const tags = ['Usuario'];

/** Settings of the signed-in user, whatever their role. */
export const userSettingsCalls = {
  /**
   * The interface language the user chose: notifications and mails reach them in it. Sent by the
   * web when a signed-in user switches language; sign-in records it too (Accept-Language).
   */
  saveLanguage: defineCall({
    method: 'POST',
    path: '/api/Usuario/guardaIdioma',
    auth: 'any',
    summary: 'Remember my interface language for notifications and mails',
    tags,
    body: z.object({ idioma: z.enum(['es', 'en']) }),
    response: z.null(),
    codes: [],
  }),
};
