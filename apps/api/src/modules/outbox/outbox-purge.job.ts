import type { Database } from '../../db/client.ts';
import type { PortalMetrics } from '../../lib/metrics.ts';
import type { JobDefinition } from '../scheduled-jobs/scheduler.ts';
import { outboxStats, purgeDeliveredMessages } from './outbox.repository.ts';

/** Delivered messages keep only their subject; after OUTBOX_RETENTION_DAYS they go. */
export const outboxPurgeJob: JobDefinition = {
  name: 'outbox-purge',
  description: {
    es: 'Borra del correo saliente los mensajes entregados hace más días de los configurados.',
    en: 'Deletes from the outgoing mail the messages delivered more days ago than configured.',
  },
  schedule: { dailyAt: '04:10' },
  run: async (ctx) =>
    `${String(await purgeDeliveredMessages(ctx.db, ctx.env.OUTBOX_RETENTION_DAYS))} purged`,
};

/** What waits in the outbox, what failed, and how old the oldest waiting message is. */
export function watchOutbox(metrics: PortalMetrics, database: Database): void {
  metrics.gauge({
    name: 'portal_outbox_messages',
    help: 'Outbox messages waiting to be delivered (pending) and given up (failed)',
    labelNames: ['state'],
    collect: async (gauge) => {
      const stats = await outboxStats(database.db);
      gauge.set({ state: 'pending' }, stats.pending);
      gauge.set({ state: 'failed' }, stats.failed);
    },
  });
  metrics.gauge({
    name: 'portal_outbox_oldest_pending_seconds',
    help: 'Age of the oldest message still waiting in the outbox (0 when none waits)',
    collect: async (gauge) => {
      const { oldestPendingAt } = await outboxStats(database.db);
      gauge.set(oldestPendingAt ? (Date.now() - oldestPendingAt.getTime()) / 1000 : 0);
    },
  });
}
