import type { Role, StaffRole } from '@portal/contracts';

/** The claims the web reads from the session token. The signature is the server's job. */
export interface SessionClaims {
  sub: string;
  uniqueName: string;
  givenName: string;
  familyName: string;
  role: Role;
  idEmpresa: number | null;
  rgpdPending: boolean;
  /** Careers-office role of a staff user (administrator or manager); null for everyone else. */
  staffRole: StaffRole | null;
  /** Expiry in seconds since the epoch. */
  exp: number;
}

const roles: readonly string[] = ['alumno', 'empresa', 'gestor'];

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && roles.includes(value);
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Claims of a JWT, or null when the token is not a well-formed JWT with a role and an expiry. */
export function decodeToken(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined) {
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(decodeBase64Url(payload));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) {
    return null;
  }
  const claims = raw as Record<string, unknown>;
  if (!isRole(claims.role) || typeof claims.exp !== 'number') {
    return null;
  }
  return {
    sub: text(claims.sub),
    uniqueName: text(claims.unique_name),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    role: claims.role,
    idEmpresa: typeof claims.idEmpresa === 'number' ? claims.idEmpresa : null,
    rgpdPending: claims.rgpd === 'pending',
    staffRole: claims.staff === 'administrador' || claims.staff === 'gestor' ? claims.staff : null,
    exp: claims.exp,
  };
}

/** The expiry is compared in seconds; a token whose exp is earlier than now has expired. */
export function isTokenExpired(
  claims: Pick<SessionClaims, 'exp'>,
  nowMs: number = Date.now(),
): boolean {
  return claims.exp < Math.floor(nowMs / 1000);
}
