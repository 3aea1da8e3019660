import { tokenClaimsSchema, type Role, type StaffRole, type TokenClaims } from '@portal/contracts';
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

export interface TokenSubject {
  userId: number;
  email: string;
  nombre: string;
  apellidos: string;
  role: Role;
  idEmpresa?: number;
  rgpdPending?: boolean;
  /** Staff only: administrator or manager (claim `staff`, read by the web to show admin pages). */
  staffRole?: StaffRole | null;
  /** The user's session version (users.session_version); 0 when left out. */
  sessionVersion?: number;
}

/** Verified session tokens kept per process (a signed token never changes; `exp` is rechecked). */
const MAX_VERIFIED = 10_000;

/** HS256 JWTs; the algorithm is pinned on verification. `exp` is in seconds. */
export class TokenService {
  private readonly key: Uint8Array;

  /**
   * Tokens this process has verified, with their claims: a signed-in client sends the same token
   * on every call, and the signature check and claims parsing were about a tenth of a cached
   * call's time. What can end a session early (block, withdrawal, password change) is not in the
   * token: the auth hook reads the account's state for that on every call.
   */
  private verified = new Map<string, Readonly<TokenClaims>>();

  private readonly secret: string;

  /**
   * `sessionVersionOf` reads a user's current session version when a caller does not pass one,
   * so every token signed anywhere carries the version it must match.
   */
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly sessionVersionOf?: (userId: number) => Promise<number>,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.secret = secret;
  }

  /** Key of a narrow-purpose token (e.g. answering one survey): never valid as a session token. */
  private scopedKey(scope: string): Uint8Array {
    return createHmac('sha256', this.secret).update(`scope:${scope}`).digest();
  }

  async signScoped(
    scope: string,
    claims: Record<string, unknown>,
    ttlSeconds: number,
  ): Promise<string> {
    return new SignJWT({ ...claims, scope })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.scopedKey(scope));
  }

  /** The claims of a scoped token, or null when missing, tampered, expired or of another scope. */
  async verifyScoped(scope: string, token: string): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.scopedKey(scope), { algorithms: ['HS256'] });
      return payload.scope === scope ? payload : null;
    } catch {
      return null;
    }
  }

  async sign(subject: TokenSubject): Promise<string> {
    const claims: Record<string, unknown> = {
      unique_name: subject.email,
      given_name: subject.nombre,
      family_name: subject.apellidos,
      role: subject.role,
    };
    if (subject.idEmpresa !== undefined) {
      claims.idEmpresa = subject.idEmpresa;
    }
    if (subject.role === 'gestor' && subject.staffRole) {
      claims.staff = subject.staffRole;
    }
    if (subject.rgpdPending) {
      claims.rgpd = 'pending';
    }
    claims.sv = subject.sessionVersion ?? (await this.sessionVersionOf?.(subject.userId)) ?? 0;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subject.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** Returns the claims, or null for a missing, malformed, tampered or expired token. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) {
        return known;
      }
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const parsed = tokenClaimsSchema.safeParse(payload);
      if (!parsed.success) {
        return null;
      }
      if (this.verified.size >= MAX_VERIFIED) {
        this.verified = new Map();
      }
      const claims = Object.freeze(parsed.data);
      this.verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }
}
