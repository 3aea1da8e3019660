import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { RecordPersonRow } from '../academic-record/academic-record.table.ts';
import {
  findRecordPersonByDni,
  findRecordPersonByEmail,
  linkRecordPerson,
  markVerified,
} from '../academic-record/record-people.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import type { AssertedIdentity } from './sso-identity.ts';
import { refuse, type Lang } from './sso.messages.ts';
import * as repo from './sso.repository.ts';

/**
 * The first single sign-on of a university identity the portal has not linked yet:
 * the university's identity provider asserting a person of its academic record is authoritative,
 * so that person's account is linked (or made) at once; an account outside the record is linked
 * after its portal password (a link ticket); anybody else gets an account when the brand admits
 * people outside the record. Every account signed in this way is verified ('sso').
 */

/**
 * A password hash nobody can sign in with: the hash of 32 random bytes nobody keeps. The account
 * signs in through the university; a portal password comes from "forgot my password".
 */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * The person of the record the identity asserts: by the DNI/NIE when the provider sends one (an
 * institutional email never overrides a DNI that is not in the record), else by the institutional
 * email, which the university itself issues.
 */
export async function recordPersonOf(
  db: Db,
  identity: AssertedIdentity,
): Promise<RecordPersonRow | undefined> {
  if (identity.dni !== null) {
    return findRecordPersonByDni(db, identity.dni);
  }
  return identity.email === null ? undefined : findRecordPersonByEmail(db, identity.email);
}

/** Links the identity to the candidate and verifies them, in one transaction. */
export async function linkAndVerify(
  db: Db,
  user: UserRow,
  identity: AssertedIdentity,
): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.insertIdentity(tx, {
      userId: user.id,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      lastUsedAt: new Date(),
    });
    await markVerified(tx, user.id, 'sso');
  });
}

/**
 * What the portal makes of an eduPerson affiliation for a new account: a student (internships)
 * and/or a graduate (jobs). No affiliation sent: a student, as the registration form assumes.
 * Affiliations that name neither (staff, employee, faculty, member…): no candidate account.
 */
export function candidateKindOf(
  affiliations: readonly string[],
  lang: Lang,
): { conPracticas: boolean; conEmpleo: boolean } {
  if (affiliations.length === 0) {
    return { conPracticas: true, conEmpleo: false };
  }
  const conPracticas = affiliations.includes('student');
  const conEmpleo = affiliations.includes('alum');
  if (!conPracticas && !conEmpleo) {
    throw refuse('notStudent', lang);
  }
  return { conPracticas, conEmpleo };
}

/**
 * The account of a person of the record who has none yet: made from the record (names, birth
 * date, the record's email first), linked to the record person and to the identity, verified, in
 * one transaction. The privacy text is not accepted here: the session asks for it.
 */
export async function createFromRecord(
  ctx: AppContext,
  person: RecordPersonRow,
  identity: AssertedIdentity,
  lang: Lang,
): Promise<UserRow> {
  const email = person.emailInstitucional ?? person.emailPersonal ?? identity.email;
  if (email === null) {
    throw refuse('noEmail', lang);
  }
  // The record is authoritative about who the person is: a graduate when the provider says
  // alum without student, else a student (the provider's staff-only accounts are not refused).
  const graduate = identity.affiliations.includes('alum');
  const kind = {
    conPracticas: identity.affiliations.includes('student') || !graduate,
    conEmpleo: graduate,
  };
  const passwordHash = await unusablePasswordHash();
  return ctx.db.transaction(async (tx) => {
    const user = await repo.insertSsoCandidate(
      tx,
      { email, passwordHash, nombre: person.nombre, apellidos: person.apellidos, idioma: lang },
      { dni: person.dni, fechaNacimiento: person.fechaNacimiento, ...kind },
    );
    await linkRecordPerson(tx, person.dni, user.id);
    await repo.insertIdentity(tx, {
      userId: user.id,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      lastUsedAt: new Date(),
    });
    return user;
  });
}

/**
 * The account of a person outside the record, when the brand admits them (canRegistroAlumno and
 * accesoNoVerificados other than 'ninguno'): made from the asserted attributes, verified by the
 * single sign-on. A staff-only affiliation, or no email, is refused with the reason.
 */
export async function createFromAttributes(
  ctx: AppContext,
  identity: AssertedIdentity,
  lang: Lang,
): Promise<UserRow> {
  const kind = candidateKindOf(identity.affiliations, lang);
  const brand = await ctx.brand.get();
  if (!brand.canRegistroAlumno || brand.accesoNoVerificados === 'ninguno') {
    throw refuse('notInRecord', lang);
  }
  const { email } = identity;
  if (email === null) {
    throw refuse('noEmail', lang);
  }
  const passwordHash = await unusablePasswordHash();
  return ctx.db.transaction(async (tx) => {
    const user = await repo.insertSsoCandidate(
      tx,
      {
        email,
        passwordHash,
        nombre: identity.givenName ?? email.slice(0, email.indexOf('@')),
        apellidos: identity.surname ?? '',
        idioma: lang,
      },
      { dni: identity.dni, fechaNacimiento: null, ...kind },
    );
    await repo.insertIdentity(tx, {
      userId: user.id,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      lastUsedAt: new Date(),
    });
    return user;
  });
}
