import type { JobDefinition } from '../scheduled-jobs/scheduler.ts';
import { expireDue } from './agreement-expiry.service.ts';

/**
 * Agreements also expire when someone reads them; the nightly run makes the company's notice go
 * out on the day after the expiry date even if nobody opens the portal.
 */
export const agreementExpiryJob: JobDefinition = {
  name: 'agreement-expiry',
  description: {
    es: 'Da por caducados los convenios cuya fecha de caducidad ha pasado y avisa a la empresa.',
    en: 'Marks as expired the agreements whose expiry date has passed and tells the company.',
  },
  schedule: { dailyAt: '00:05' },
  run: async (ctx) => `${String(await expireDue(ctx))} expired`,
};
