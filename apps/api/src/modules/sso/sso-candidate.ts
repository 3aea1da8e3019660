import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { markVerified } from '../academic-record/record-people.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import {
  createFromAttributes,
  createFromRecord,
  linkAndVerify,
  recordPersonOf,
} from './sso-first-sign-in.ts';
import type { AssertedIdentity } from './sso-identity.ts';
import { refuse, type Lang } from './sso.messages.ts';
import * as repo from './sso.repository.ts';
import { sha256 } from '../../lib/sha256.ts';

const LINK_TICKET_TTL_MS = 10 * 60 * 1000;

/**
 * The candidate behind an asserted identity, verified ('sso') on the way:
 * 1. the one linked to it;
 * 2. the record's person with the asserted DNI (or institutional email): their account, linked
 *    at once, or one made from the record when they have none;
 * 3. a portal account with the asserted email or DNI: a link ticket (515 with
 *    `datos.vinculacion`) to confirm with the portal password (`linkIdentity`);
 * 4. nobody: an account from the attributes when the brand admits people outside the record.
 * A unique violation means a concurrent first sign-in of the same person won: read again, once.
 */
export async function candidateOf(
  ctx: AppContext,
  identity: AssertedIdentity,
  lang: Lang,
  retry = true,
): Promise<UserRow> {
  const linked = await repo.findIdentity(ctx.db, identity.issuer, identity.subject);
  if (linked) {
    const user = await repo.findCandidateUser(ctx.db, linked.userId);
    if (user) {
      await repo.touchIdentity(ctx.db, linked.id);
      await markVerified(ctx.db, user.id, 'sso');
      return user;
    }
  }
  try {
    const person = await recordPersonOf(ctx.db, identity);
    const recordUserId = person?.userId ?? null;
    const recordUser =
      recordUserId === null ? undefined : await repo.findCandidateUser(ctx.db, recordUserId);
    if (recordUser) {
      if (await repo.findIdentityOfUser(ctx.db, recordUser.id, identity.issuer)) {
        throw refuse('linkedToOther', lang);
      }
      await linkAndVerify(ctx.db, recordUser, identity);
      return recordUser;
    }
    const emails = [identity.email, person?.emailInstitucional, person?.emailPersonal];
    const match = await matchingCandidate(ctx, emails, identity.dni ?? person?.dni, lang);
    if (match) {
      return await offerLink(ctx, match, identity, lang);
    }
    return person
      ? await createFromRecord(ctx, person, identity, lang)
      : await createFromAttributes(ctx, identity, lang);
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (retry) {
        return candidateOf(ctx, identity, lang, false);
      }
      throw refuse('linkedToOther', lang);
    }
    throw error;
  }
}

/** The portal account with one of these emails (in order) or this DNI; 515 when they differ. */
async function matchingCandidate(
  ctx: AppContext,
  emails: readonly (string | null | undefined)[],
  dni: string | null | undefined,
  lang: Lang,
): Promise<UserRow | undefined> {
  let byEmail: UserRow | undefined;
  for (const email of emails) {
    byEmail ??= email ? await repo.findCandidateByEmail(ctx.db, email) : undefined;
  }
  const byDni = dni ? await repo.findCandidateByDni(ctx.db, dni) : undefined;
  if (byEmail && byDni && byEmail.id !== byDni.id) {
    throw refuse('ambiguousIdentity', lang);
  }
  return byEmail ?? byDni;
}

/** A link ticket for `match`: always a 515 refusal carrying it (`datos.vinculacion`). */
async function offerLink(
  ctx: AppContext,
  match: UserRow,
  identity: AssertedIdentity,
  lang: Lang,
): Promise<never> {
  if (await repo.findIdentityOfUser(ctx.db, match.id, identity.issuer)) {
    throw refuse('linkedToOther', lang);
  }
  const token = randomBytes(32).toString('base64url');
  await repo.insertLinkTicket(ctx.db, {
    tokenHash: sha256(token),
    userId: match.id,
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email,
    expiresAt: new Date(Date.now() + LINK_TICKET_TTL_MS),
  });
  throw refuse(
    'linkNeeded',
    lang,
    { vinculacion: { token, email: match.email } },
    { email: match.email },
  );
}
