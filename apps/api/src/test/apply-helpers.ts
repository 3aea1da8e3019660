import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../db/schema.ts';
import { applicationsOf } from './offer-builders.ts';
import type { TestApp } from './test-app.ts';

/** inscribirse as a user, and the assertion that a refusal wrote nothing. */
export function applyHelpers(t: TestApp) {
  const apply = async (email: string, urlOferta: number | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Alumno/inscribirse',
      headers: await t.authHeader(email),
      payload: { urlOferta },
    });
  const notesOf = (userId: number) =>
    t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

  /**
   * Applies and expects a refusal with this code; no application, notification or email.
   * Returns the response (read `datos` with `.json()`).
   */
  async function expectRefused(
    user: { id: number; email: string },
    offerId: number,
    code: number,
    httpStatus: number,
  ) {
    const before = await applicationsOf(t.ctx.db, user.id);
    const notes = (await notesOf(user.id)).length;
    const sent = t.mailer.sent.length;
    const res = await apply(user.email, offerId);
    expect(res.statusCode).toBe(httpStatus);
    const body = res.json<{ status: number; mensaje: unknown }>();
    expect(body.status).toBe(code);
    expect(typeof body.mensaje).toBe('string');
    expect(await applicationsOf(t.ctx.db, user.id)).toEqual(before);
    expect(await notesOf(user.id)).toHaveLength(notes);
    expect(t.mailer.sent.length).toBe(sent);
    return res;
  }
  return { apply, expectRefused };
}
