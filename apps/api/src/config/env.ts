import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../paths.ts';

export { repoRoot };
/** Relative paths in the environment are resolved against the caller's cwd. */
const callerCwd = process.env.INIT_CWD ?? process.cwd();
const resolvePath = (p: string) => (path.isAbsolute(p) ? p : path.resolve(callerCwd, p));

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v))
    .refine(
      (v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

/** Every environment variable the server reads, with its default (see .env.example). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')).transform(resolvePath),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(604800).default(28800),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Portal de Empleo <no-responder@portal-empleo.local>'),
  BRAND_FILE: z
    .string()
    .optional()
    .transform((v) => (v ? resolvePath(v) : undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  ERROR_WEBHOOK_URL: optionalUrl(['http', 'https']),
  /**
   * Outbox worker: how often (seconds) it looks for messages other processes wrote and retries
   * that are due (each process also sends its own messages right after their change commits).
   */
  OUTBOX_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** Days delivered outbox messages are kept before the daily purge deletes them. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Eligibility service of European-programme offers (POST {dni, universidad}); empty = skipped. */
  EUROPEAN_ELIGIBILITY_URL: optionalUrl(['http', 'https']),
  MAINTENANCE_KEY: z.string().min(8).optional(),
  /**
   * Token the university's systems send to import the academic record without a session
   * (`Authorization: Bearer …`); administrators can also create revocable ones in the back-office.
   */
  RECORD_IMPORT_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The largest academic-record file accepted, in megabytes. */
  RECORD_IMPORT_MAX_MB: z.coerce.number().int().min(1).max(2048).default(200),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')).transform(resolvePath),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(8 * 1024 * 1024),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * Load shedding: over this event-loop delay (ms) new requests get 503 with Retry-After instead of
   * waiting until they time out (0 = off). Unset: 1000, or 0 under NODE_ENV=test (a loaded test
   * machine must not shed its own tests' requests).
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60000).optional(),
  /** Reads working at once; the others wait their turn in arrival order (0 = no limit). */
  MAX_ACTIVE_REQUESTS: z.coerce.number().int().min(0).max(10000).default(10),
  /**
   * Writes (every method but GET, HEAD and OPTIONS) working at once, in a line of their own beside
   * the reads' (0 = no limit).
   */
  MAX_ACTIVE_WRITES: z.coerce.number().int().min(0).max(10000).default(4),
  /** Calls without a session that write (registration, reset requests…) per address and minute. */
  PUBLIC_WRITE_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(30),
  /** Failed sign-ins from one address (any accounts) before it waits LOGIN_LOCK_MINUTES. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10000).default(50),
  SEED_DEMO: bool.default(true),
  /**
   * Every read call's answer is also checked by the contract's zod schema, and one written
   * otherwise fails (500). Unset: on, except under NODE_ENV=production.
   */
  CHECK_ANSWERS: bool.optional(),
  /**
   * The careers office's first administrator, made at start-up while no active administrator
   * exists (a new installation, or every administrator deactivated): with ADMIN_PASSWORD (8+
   * characters, a digit). Once an administrator exists both are ignored.
   */
  ADMIN_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v))
    .pipe(z.email().optional()),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** The first administrator's name as the back-office shows it. */
  ADMIN_NAME: z.string().trim().min(1).default('Administración'),
  /** Careers-office address the /contact form mails (empty = brand emailContactoConvenios). */
  CONTACT_MAIL_TO: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v))
    .pipe(z.email().optional()),
  /** Contact-form messages one client address may send per hour. */
  CONTACT_RATE_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(5),
  /** Minutes between runs of the event-reminder job (0 = the job is off). */
  EVENT_REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /**
   * Seconds between this process's looks for due scheduled jobs (0 = it runs none). Each job runs
   * once across all processes whatever this is; see docs/operations.md.
   */
  SCHEDULER_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Retention (RGPD), applied nightly by the `retention` job; 0 turns a rule off. The reasons for
  // each default are in docs/operations.md.
  /** Days an anonymised account (approved deletion request) is kept as an empty shell. */
  RETENTION_DELETED_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(36500).default(1095),
  /** Days before a candidate account never verified and never signed in is deleted. */
  RETENTION_UNUSED_UNVERIFIED_DAYS: z.coerce.number().int().min(0).max(36500).default(90),
  /** Days the audit log keeps a staff action. */
  RETENTION_AUDIT_DAYS: z.coerce.number().int().min(0).max(36500).default(730),
  /** Days an uploaded file that no record refers to is kept before it is removed. */
  RETENTION_UPLOAD_DAYS: z.coerce.number().int().min(0).max(36500).default(30),
  /**
   * Bearer token for GET /metrics (Prometheus). Unset and no METRICS_ALLOW: /metrics answers 404.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Addresses (comma-separated IPs) allowed to read /metrics without the token. */
  METRICS_ALLOW: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
  /** On SIGTERM, how long in-flight requests and running jobs may take before the process exits. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /**
   * Which proxies' X-Forwarded-For to believe: unset = none (the socket address is the client);
   * behind a load balancer, a comma-separated list of its addresses/CIDRs, or proxy-addr's names
   * `loopback`, `linklocal`, `uniquelocal`. Fastify 5 refuses plain hop counts (a direct client
   * could forge enough hops), so they are refused here too.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, issue): string[] | false => {
      if (v === undefined || v === '' || v === 'false') {
        return false;
      }
      const list = v
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      const valid = (item: string) =>
        ['loopback', 'linklocal', 'uniquelocal'].includes(item) ||
        /^[0-9a-fA-F.:]*[.:][0-9a-fA-F.:]*(\/\d{1,3})?$/.test(item);
      if (!list.every(valid)) {
        issue.addIssue({
          code: 'custom',
          message:
            'a comma-separated list of proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)',
        });
        return z.NEVER;
      }
      return list;
    }),
  // Single sign-on with the university account (see modules/sso/sso.config.ts).
  /** `oidc` (OpenID Connect) or `saml` (SAML 2.0); unset = no single sign-on (/acceso says so). */
  SSO_PROTOCOL: z
    .enum(['oidc', 'saml', ''])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** Where the identity provider sends the browser back; default `{PUBLIC_URL}/acceso`. */
  SSO_REDIRECT_URL: optionalUrl(['http', 'https']),
  /** OIDC: the provider's issuer URL (its discovery document is read from it). */
  SSO_OIDC_ISSUER: optionalUrl(['http', 'https']),
  SSO_OIDC_CLIENT_ID: z.string().trim().optional(),
  /** OIDC: client secret (client_secret_basic); unset = public client (PKCE only). */
  SSO_OIDC_CLIENT_SECRET: z.string().optional(),
  SSO_OIDC_SCOPES: z.string().trim().min(1).default('openid email profile'),
  /** SAML: the identity provider's single sign-on URL (HTTP-Redirect binding). */
  SSO_SAML_ENTRY_POINT: optionalUrl(['http', 'https']),
  /** SAML: the provider's signing certificate, PEM text or a path to a PEM file. */
  SSO_SAML_IDP_CERT: z.string().optional(),
  /** SAML: the portal's entity ID (the audience the assertions must name). */
  SSO_SAML_SP_ENTITY_ID: z.string().trim().optional(),
  /** SAML: the provider's entity ID (Issuer), checked when set. */
  SSO_SAML_IDP_ENTITY_ID: z.string().trim().optional(),
  /**
   * Claim / attribute names (comma-separated) carrying the email, the DNI/NIE, the given name and
   * the surname: the first one found wins. Defaults: OIDC claims, the attributes' LDAP names and
   * their urn:oid names (Spanish academic federations send `mail`, `schacPersonalUniqueID`
   * as `urn:schac:personalUniqueID:es:DNI:12345678Z`, `givenName`, `sn`).
   */
  SSO_EMAIL_ATTRIBUTES: z.string().default('email,mail,urn:oid:0.9.2342.19200300.100.1.3'),
  SSO_DNI_ATTRIBUTES: z
    .string()
    .default('dni,schacPersonalUniqueID,urn:oid:1.3.6.1.4.1.25178.1.2.15'),
  SSO_GIVEN_NAME_ATTRIBUTES: z.string().default('givenName,given_name,urn:oid:2.5.4.42'),
  SSO_SURNAME_ATTRIBUTES: z.string().default('sn,family_name,urn:oid:2.5.4.4'),
  /**
   * Claim / attribute names of the person's affiliation (eduPerson): every value of every one
   * is read (`student`, `alum`, `staff`…; scoped values such as `student@uni.es` by their part
   * before the @). Decides whether a person new to the portal comes in as a student or graduate.
   */
  SSO_AFFILIATION_ATTRIBUTES: z
    .string()
    .default(
      'eduPersonScopedAffiliation,eduPersonAffiliation,urn:oid:1.3.6.1.4.1.5923.1.1.1.9,' +
        'urn:oid:1.3.6.1.4.1.5923.1.1.1.1,eduperson_scoped_affiliation,eduperson_affiliation',
    ),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
  }
}

/** Parses the environment once, synchronously; throws EnvError naming every bad key. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return result.data;
}
