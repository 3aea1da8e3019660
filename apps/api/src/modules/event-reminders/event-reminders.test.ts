import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildEvent, enrol } from '../../test/build-events.ts';
import { buildCandidate, buildGraduate } from '../../test/builders.ts';
import { spanishDay } from '../../lib/dates.ts';
import { decodeQuotedPrintable } from '../../test/smtp-inbox.ts';
import { createSmtpTestApp } from '../../test/smtp-app.ts';
import { noticesIn, signInIn } from '../../test/user-language.ts';
import { eventEnrolments, events } from '../events/events.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { eventReminders } from './event-reminders.table.ts';
import { nextDay, sendEventReminders } from './event-reminders.service.ts';

const { app, ctx, inbox } = await createSmtpTestApp('reminders');

const remindersOf = (id: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, id), like(notifications.titulo, 'Recordatorio:%')));

const HOUR = 3_600_000;

/** The Subject header of a received mail, its MIME encoded words (RFC 2047) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .replace(/\r?\n[ \t]/g, ' ');
}

describe('nextDay', () => {
  it('follows the calendar across months, years and leap days', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-03-28')).toBe('2026-03-29');
  });
});

describe('sendEventReminders', () => {
  it('reminds the enrolled user the day before, once, with a notification and a mail', async () => {
    // A talk tomorrow (Spanish calendar) at 17:00 UTC and a student enrolled in it.
    const event = await buildEvent(ctx.db, {
      slug: 'charla-primer-empleo',
      titulo: 'Charla: cómo conseguir tu primer empleo',
      fecha: new Date(`${nextDay(spanishDay(new Date()))}T17:00:00Z`),
      lugar: 'Salón de Grados, Facultad de Derecho',
    });
    const enrolled = await buildCandidate(ctx.db);
    await enrol(ctx.db, event.id, enrolled.id);
    const hugo = enrolled.id;
    // 20 hours before: the evening of the day before in Spain.
    const now = new Date(event.fecha.getTime() - 20 * HOUR);
    expect(await sendEventReminders(ctx, now)).toBe(1);
    const [notice] = await remindersOf(hugo);
    expect(notice).toMatchObject({
      titulo: 'Recordatorio: «Charla: cómo conseguir tu primer empleo» es mañana',
      urlAcceso: '/eventos/charla-primer-empleo',
      leida: false,
    });
    expect(notice?.texto).toContain('Salón de Grados, Facultad de Derecho');
    const mail = await inbox.next(enrolled.email);
    expect(mail.body).toContain('Charla: cómo conseguir tu primer empleo');
    expect(mail.body).toContain('https://empleo.example.es/eventos/charla-primer-empleo');

    // Later runs the same day (or the next morning before the event) send nothing more.
    expect(await sendEventReminders(ctx, now)).toBe(0);
    expect(await sendEventReminders(ctx, new Date(now.getTime() + 2 * HOUR))).toBe(0);
    expect(await remindersOf(hugo)).toHaveLength(1);
  });

  it('reminds each candidate in their language: English notice and mail to an English user', async () => {
    const [event] = await ctx.db
      .insert(events)
      .values({
        slug: 'prueba-recordatorio-idiomas',
        titulo: 'Taller de entrevistas',
        // 18:30 in Spain (summer time).
        fecha: new Date('2033-04-12T16:30:00Z'),
        lugar: 'Aula Magna',
        categoria: 'Talleres',
        categoriaSlug: 'talleres',
      })
      .returning();
    if (!event) {
      throw new Error('event not created');
    }
    const english = await buildCandidate(ctx.db);
    const spanish = await buildCandidate(ctx.db);
    const englishAuth = await signInIn(app, english.email, 'en');
    const spanishAuth = await signInIn(app, spanish.email, 'es');
    await ctx.db.insert(eventEnrolments).values([
      { eventId: event.id, candidateId: english.id },
      { eventId: event.id, candidateId: spanish.id },
    ]);
    expect(await sendEventReminders(ctx, new Date('2033-04-11T09:00:00Z'))).toBe(2);

    const [englishNotice] = await noticesIn(app, englishAuth, 'en');
    expect(englishNotice).toMatchObject({
      titulo: 'Reminder: “Taller de entrevistas” is tomorrow',
      texto: expect.stringContaining(
        'tomorrow at 18:30 you have the event “Taller de entrevistas” at Aula Magna',
      ),
      urlAcceso: '/eventos/prueba-recordatorio-idiomas',
    });
    const englishMail = await inbox.next(english.email);
    expect(subjectOf(englishMail.raw)).toBe('Reminder: “Taller de entrevistas” is tomorrow');
    expect(englishMail.body).toContain('This is a reminder that tomorrow at 18:30');
    expect(englishMail.body).not.toContain('Recordatorio');

    const [spanishNotice] = await noticesIn(app, spanishAuth, 'es');
    expect(spanishNotice).toMatchObject({
      titulo: 'Recordatorio: «Taller de entrevistas» es mañana',
      texto: expect.stringContaining('mañana a las 18:30 tienes el evento «Taller de entrevistas»'),
    });
    const spanishMail = await inbox.next(spanish.email);
    expect(subjectOf(spanishMail.raw)).toBe('Recordatorio: «Taller de entrevistas» es mañana');
    expect(spanishMail.body).toContain('Te recordamos que mañana a las 18:30');
  });

  it('sends each reminder once when several runs race (one row per reminder)', async () => {
    const fecha = new Date('2031-05-21T15:00:00Z');
    const [event] = await ctx.db
      .insert(events)
      .values({
        slug: 'prueba-recordatorios-concurrentes',
        titulo: 'Prueba de recordatorios',
        fecha,
        lugar: 'Aula 1',
        categoria: 'Talleres',
        categoriaSlug: 'talleres',
      })
      .returning();
    if (!event) {
      throw new Error('event not created');
    }
    const ids = [
      (await buildCandidate(ctx.db)).id,
      (await buildGraduate(ctx.db)).id,
      (await buildCandidate(ctx.db, { conEmpleo: true })).id,
    ];
    await ctx.db
      .insert(eventEnrolments)
      .values(ids.map((candidateId) => ({ eventId: event.id, candidateId })));
    const now = new Date('2031-05-20T09:00:00Z');
    const results = await Promise.all([
      sendEventReminders(ctx, now),
      sendEventReminders(ctx, now),
      sendEventReminders(ctx, now),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(3);
    const rows = await ctx.db
      .select()
      .from(eventReminders)
      .where(eq(eventReminders.eventId, event.id));
    expect(rows.map((r) => r.candidateId).sort()).toEqual([...ids].sort());
    const notices = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, ids),
          eq(notifications.urlAcceso, '/eventos/prueba-recordatorios-concurrentes'),
        ),
      );
    expect(notices).toHaveLength(3);
  });

  it('does not remind two days ahead, on the day itself, after a cancellation or for a past event', async () => {
    const fecha = new Date('2032-03-10T16:00:00Z');
    const [event] = await ctx.db
      .insert(events)
      .values({
        slug: 'prueba-recordatorio-fuera-de-plazo',
        titulo: 'Fuera de plazo',
        fecha,
        lugar: 'Aula 2',
        categoria: 'Talleres',
        categoriaSlug: 'talleres',
      })
      .returning();
    if (!event) {
      throw new Error('event not created');
    }
    const lucia = (await buildCandidate(ctx.db)).id;
    await ctx.db.insert(eventEnrolments).values({ eventId: event.id, candidateId: lucia });
    // Two days before, on the day itself, and after the event: nothing.
    expect(await sendEventReminders(ctx, new Date('2032-03-08T10:00:00Z'))).toBe(0);
    expect(await sendEventReminders(ctx, new Date('2032-03-10T08:00:00Z'))).toBe(0);
    expect(await sendEventReminders(ctx, new Date('2032-03-11T08:00:00Z'))).toBe(0);
    // Cancelled before the day before: nothing either.
    await ctx.db
      .delete(eventEnrolments)
      .where(and(eq(eventEnrolments.eventId, event.id), eq(eventEnrolments.candidateId, lucia)));
    expect(await sendEventReminders(ctx, new Date('2032-03-09T10:00:00Z'))).toBe(0);
    const rows = await ctx.db
      .select()
      .from(eventReminders)
      .where(eq(eventReminders.eventId, event.id));
    expect(rows).toEqual([]);
  });
});
