import { randomBytes } from 'node:crypto';
import { Codes, pathFor, type StaffInvitationsBody } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailCatalogue, mailIn } from '../../lib/mail-catalogue.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { internships } from '../internships/internships.table.ts';
import { languageOfAddress } from '../users/user-language.ts';
import { surveyById } from './surveys-staff.service.ts';
import { surveyInvitations } from './surveys.table.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';
import { sha256 } from '../../lib/sha256.ts';

/**
 * An internship number that does not exist refuses the list naming its line (`invitados.{i}`),
 * before anything is written or mailed.
 */
async function checkInternships(ctx: AppContext, body: StaffInvitationsBody): Promise<void> {
  const wanted = [
    ...new Set(body.invitados.flatMap((guest) => (guest.idPractica ? [guest.idPractica] : []))),
  ];
  if (wanted.length === 0) {
    return;
  }
  const found = new Set(
    (
      await ctx.db
        .select({ id: internships.id })
        .from(internships)
        .where(inArray(internships.id, wanted))
    ).map((row) => row.id),
  );
  const errores = (lang: 'es' | 'en') =>
    body.invitados.flatMap((guest, index) =>
      guest.idPractica && !found.has(guest.idPractica)
        ? [
            {
              campo: `invitados.${String(index)}.idPractica`,
              codigo: 'not_found',
              mensaje:
                lang === 'es'
                  ? `No existe ninguna práctica con el número ${String(guest.idPractica)}`
                  : `There is no internship number ${String(guest.idPractica)}`,
            },
          ]
        : [],
    );
  if (errores('es').length > 0) {
    throw new AppError(Codes.INVALID_INPUT, {
      datos: { errores: errores('es') },
      datosEn: { errores: errores('en') },
    });
  }
}

const portalUrl = (ctx: AppContext) =>
  ctx.env.PUBLIC_URL ?? `http://localhost:${String(ctx.env.PORT)}`;

/** Personal links (random 256-bit tokens, only their SHA-256 kept), mailed to each guest. */
export async function inviteToSurvey(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: StaffInvitationsBody,
): Promise<{ email: string; enlace: string; idPractica: number | null }[]> {
  const survey = await surveyById(ctx, id);
  await checkInternships(ctx, body);
  const created = body.invitados.map((guest) => ({
    guest,
    token: randomBytes(32).toString('base64url'),
  }));
  const links = created.map(({ guest, token }) => ({
    email: guest.email,
    enlace: `${portalUrl(ctx)}${pathFor('ficha_encuestas', { id: survey.slug })}?${token}`,
    idPractica: guest.idPractica ?? null,
  }));
  const outboxIds = await ctx.db.transaction(async (tx) => {
    await tx.insert(surveyInvitations).values(
      created.map(({ guest, token }) => ({
        surveyId: id,
        tokenHash: sha256(token),
        email: guest.email,
        nombre: guest.nombre ?? null,
        internshipId: guest.idPractica ?? null,
        sentAt: new Date(),
      })),
    );
    await recordAudit(tx, {
      actor,
      action: 'encuesta.invitar',
      entity: 'encuesta',
      entityId: id,
      after: { invitados: body.invitados.map((guest) => guest.email) },
    });
    const ids: number[] = [];
    for (const link of links) {
      // A guest who is a portal user gets their language; an outside address both, Spanish first.
      const mail = mailIn(
        mailCatalogue.surveyInvitation,
        { titulo: survey.titulo, enlace: link.enlace },
        await languageOfAddress(tx, link.email),
      );
      ids.push(await ctx.outbox.enqueueMail(tx, { to: link.email, ...mail }));
    }
    return ids;
  });
  sendInBackground(() => ctx.outbox.deliver(outboxIds));
  return links;
}
