import { pathFor } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { PORTAL_TIME_ZONE, spanishDay } from '../../lib/dates.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import type { JobDefinition } from '../scheduled-jobs/scheduler.ts';
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
 * The scheduler's job (src/jobs.ts): reminders are claimed one by one, so a run cut short by a
 * restart leaves nothing half-sent and the next run carries on.
 */
export const eventRemindersJob = (everyMinutes: number): JobDefinition => ({
  name: 'event-reminders',
  description: {
    es: 'Recuerda a las personas inscritas los eventos del día siguiente (aviso y correo).',
    en: 'Reminds enrolled people of the next day’s events (notice and email).',
  },
  schedule: { everyMinutes },
  run: async (ctx) => `${String(await sendEventReminders(ctx))} sent`,
});
