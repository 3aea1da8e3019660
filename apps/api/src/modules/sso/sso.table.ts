import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * One start of single sign-on (`inicioLoginIntegrado`): the SHA-256 of the OpenID Connect `state`
 * (or of the SAML AuthnRequest ID), the PKCE verifier and nonce it needs, and where it leads (the
 * portal, or a survey). The identity provider's answer spends it once (`usedAt`) before expiry.
 */
export const ssoLoginAttempts = pgTable(
  'sso_login_attempts',
  {
    id: serial('id').primaryKey(),
    protocol: text('protocol', { enum: ['oidc', 'saml'] }).notNull(),
    stateHash: text('state_hash').notNull(),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    /** The survey whose access page started it; null for the portal's /acceso. */
    surveyRef: text('survey_ref'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_login_attempts_state_uq').on(t.stateHash),
    index('sso_login_attempts_expires_idx').on(t.expiresAt),
    check(
      'sso_login_attempts_oidc_ck',
      sql`${t.protocol} <> 'oidc' or (${t.codeVerifier} is not null and ${t.nonce} is not null)`,
    ),
  ],
);

/**
 * A candidate's university identity: the identity provider (`issuer`) and its stable subject
 * (OIDC `sub`, SAML NameID). One identity belongs to one candidate, and a candidate has at most
 * one identity per provider.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider asserted when the link was made (for the careers office). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sso_identities_subject_uq').on(t.issuer, t.subject),
    uniqueIndex('sso_identities_user_issuer_uq').on(t.userId, t.issuer),
  ],
);

/**
 * The first sign-in of an identity that matches an existing candidate by email or DNI: a ticket
 * (SHA-256 of a 256-bit random token, 10 minutes, single use) that links them once the candidate
 * confirms the portal password (`vinculaLoginIntegrado`).
 */
export const ssoLinkTickets = pgTable(
  'sso_link_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_link_tickets_hash_uq').on(t.tokenHash)],
);

export type SsoLoginAttemptRow = typeof ssoLoginAttempts.$inferSelect;
export type SsoIdentityRow = typeof ssoIdentities.$inferSelect;
