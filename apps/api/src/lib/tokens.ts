import { tokenClaimsSchema, type Role, type TokenClaims } from '@portal/contracts';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenSubject {
  userId: number;
  email: string;
  nombre: string;
  apellidos: string;
  role: Role;
  idEmpresa?: number;
  rgpdPending?: boolean;
}

/** HS256 JWTs; the algorithm is pinned on verification. `exp` is in seconds (spec 000 §4). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
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
    if (subject.rgpdPending) {
      claims.rgpd = 'pending';
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subject.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** Returns the claims, or null for a missing, malformed, tampered or expired token. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const parsed = tokenClaimsSchema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
