import { pathFor } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { PORTAL_TIME_ZONE, spanishDay } from '../../lib/dates.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import * as repo from './event-reminders.repository.ts';

/** The calendar day after `day` (YYYY-MM-DD), by the calendar, not by adding 24 hours. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const timeFormat = new Intl.DateTimeFormat('es-ES', {
  timeZone: PORTAL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Reminds every candidate enrolled in an event held tomorrow (Spanish calendar) with a
 * notification and a mail. Each reminder is claimed by inserting its (event, candidate) row, so it
 * goes out once however many runs or processes there are. Returns how many were sent by this run.
 */
export async function sendEventReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const tomorrow = nextDay(spanishDay(now));
  const due = await repo.listDue(ctx.db, tomorrow, now);
  let sent = 0;
  for (const reminder of due) {
    const send = await ctx.db.transaction(async (tx) => {
      if (!(await repo.claim(tx, reminder.eventId, reminder.candidateId))) {
        return null;
      }
      const hora = timeFormat.format(reminder.fecha);
      return notifyUser(
        ctx,
        reminder.candidateId,
        {
          titulo: `Recordatorio: «${reminder.titulo}» es mañana`,
          texto: `Te recordamos que mañana a las ${hora} tienes el evento «${reminder.titulo}» en ${reminder.lugar}. Si no puedes asistir, cancela tu inscripción para liberar tu plaza.`,
          en: {
            titulo: `Reminder: “${reminder.titulo}” is tomorrow`,
            texto: `This is a reminder that tomorrow at ${hora} you have the event “${reminder.titulo}” at ${reminder.lugar}. If you cannot attend, cancel your registration to free up your place.`,
          },
          urlAcceso: pathFor('ficha_evento', { id: reminder.slug }),
        },
        tx,
      );
    });
    if (send) {
      await send();
      sent += 1;
    }
  }
  return sent;
}

/**
 * Runs `sendEventReminders` now and then every `intervalMinutes` inside the API process (0 turns
 * it off). Runs never overlap; a failed run is logged and the next one tries again. Returns a stop
 * function for shutdown.
 */
export function startEventReminderJob(ctx: AppContext, intervalMinutes: number): () => void {
  if (intervalMinutes <= 0) {
    return () => undefined;
  }
  let running = false;
  const run = async () => {
    if (running) {
      return;
    }
    running = true;
    try {
      const sent = await sendEventReminders(ctx);
      if (sent > 0) {
        ctx.log.info({ sent }, 'event reminders sent');
      }
    } catch (error) {
      ctx.log.error({ err: error }, 'event reminder job failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), 1000);
  const timer = setInterval(() => void run(), intervalMinutes * 60_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
