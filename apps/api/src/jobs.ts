import type { Env } from './config/env.ts';
import { agreementExpiryJob } from './modules/agreements/agreement-expiry.job.ts';
import { outboxPurgeJob } from './modules/outbox/outbox-purge.job.ts';
import { eventRemindersJob } from './modules/event-reminders/event-reminders.service.ts';
import { retentionJob } from './modules/retention/retention.service.ts';
import type { JobDefinition } from './modules/scheduled-jobs/scheduler.ts';

/**
 * Every scheduled job of the portal, run by the one scheduler (modules/scheduled-jobs): a module
 * adds its job with one line here.
 */
export const portalJobs = (env: Env): JobDefinition[] => [
  ...(env.EVENT_REMINDER_INTERVAL_MINUTES > 0
    ? [eventRemindersJob(env.EVENT_REMINDER_INTERVAL_MINUTES)]
    : []),
  agreementExpiryJob,
  retentionJob,
  outboxPurgeJob,
];
