import { Codes, type Role, type StaffRole, type TokenClaims } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { TokenService } from '../lib/tokens.ts';

/**
 * Who may call a route. Every route under /api declares it in `config.auth`. `admin` is a staff
 * user whose careers-office role (read from the database, not the token) is administrator.
 */
export type AuthRequirement = 'public' | 'any' | 'admin' | Role | readonly Role[];

export interface AuthUser {
  id: number;
  role: Role;
  email: string;
  nombre: string;
  apellidos: string;
  idEmpresa: number | null;
  rgpdPending: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /** The privacy-acceptance call itself is the one route a pending-RGPD token may use. */
    allowPendingRgpd?: boolean;
    /** The university's systems may call it with an integration token instead of a session. */
    allowIntegrationToken?: boolean;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The integration token a call of the university's systems came with. */
    integration: IntegrationCaller | null;
  }
}

/** Who calls with an integration token: its id (null for the one set in the configuration). */
export interface IntegrationCaller {
  tokenId: number | null;
  nombre: string;
}

/** The integration token's caller, or null when the bearer is not a live integration token. */
export type IntegrationCheck = (token: string) => Promise<IntegrationCaller | null>;

/** Answers whether a user has accepted the current privacy text (DB-backed, so it works at once). */
export type PrivacyCheck = (userId: number) => Promise<boolean>;

/** The account behind a token as it is now: undefined when it no longer exists. */
export type AccountStateCheck = (
  userId: number,
  tokenVersion: number,
) => Promise<
  | {
      estado: 'activo' | 'bloqueado' | 'baja';
      mensajeBloqueo: string | null;
      sessionVersion: number;
      staffRole: StaffRole | null;
    }
  | undefined
>;

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) {
    return null;
  }
  const token = header.slice(7).trim();
  return token.length > 0 ? token : null;
};

export const toAuthUser = (claims: TokenClaims): AuthUser => ({
  id: Number(claims.sub),
  role: claims.role,
  email: claims.unique_name,
  nombre: claims.given_name,
  apellidos: claims.family_name,
  idEmpresa: claims.idEmpresa ?? null,
  rgpdPending: claims.rgpd === 'pending',
});

/**
 * Authentication and role checks on the server for every route: missing, invalid or expired
 * token → 401 code 2; wrong role → 403; an account deleted, blocked by the careers office (403,
 * code 90 with the office's message) or withdrawn (code 32) since the token was signed is refused,
 * and so is a token older than the user's last password change or reset (session version, 2);
 * a token issued before the privacy text was accepted can only call guardaAceptacionRGPD until the
 * user accepts (428).
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      tokens: TokenService;
      privacyAccepted: PrivacyCheck;
      accountState: AccountStateCheck;
      /** Whether a company user still belongs to the token's company. */
      membership: (userId: number, companyId: number) => Promise<boolean>;
      integration: IntegrationCheck;
    },
  ) => {
    app.decorateRequest('authUser', null);
    app.decorateRequest('integration', null);

    app.addHook('onRequest', async (request) => {
      const requirement = request.routeOptions.config.auth;
      const token = bearer(request);
      if (requirement === undefined || requirement === 'public') {
        if (token) {
          const claims = await opts.tokens.verify(token);
          request.authUser = claims ? toAuthUser(claims) : null;
        }
        return;
      }
      if (!token) {
        throw new AppError(Codes.SESSION_LOST);
      }
      if (request.routeOptions.config.allowIntegrationToken && !token.includes('.')) {
        // Not a JWT (three dot-separated parts): an integration token or nothing.
        const caller = await opts.integration(token);
        if (!caller) {
          // A nightly job told its session expired would look for a session it never had.
          throw new AppError(Codes.INTEGRATION_TOKEN_REFUSED);
        }
        request.integration = caller;
        return;
      }
      const claims = await opts.tokens.verify(token);
      if (!claims) {
        throw new AppError(Codes.SESSION_LOST);
      }
      const user = toAuthUser(claims);
      const allowed =
        requirement === 'any' ||
        (requirement === 'admin'
          ? user.role === 'gestor'
          : (typeof requirement === 'string' ? [requirement] : requirement).includes(user.role));
      if (!allowed) {
        throw new AppError(Codes.FORBIDDEN);
      }
      const account = await opts.accountState(user.id, claims.sv ?? 0);
      // A password change or reset raised the version: every older session ends.
      if (!account || (claims.sv ?? 0) < account.sessionVersion) {
        throw new AppError(Codes.SESSION_LOST);
      }
      if (account.estado === 'bloqueado') {
        throw new AppError(Codes.USER_BLOCKED, {
          httpStatus: 403,
          ...(account.mensajeBloqueo ? { message: account.mensajeBloqueo } : {}),
        });
      }
      if (account.estado === 'baja') {
        throw new AppError(Codes.USER_WITHDRAWN);
      }
      // Administrators' calls: the role is read from the account, so a demotion applies at once.
      if (requirement === 'admin' && account.staffRole !== 'administrador') {
        throw new AppError(Codes.FORBIDDEN);
      }
      // Removed from the company since the token was signed: the session ends.
      if (
        user.role === 'empresa' &&
        user.idEmpresa !== null &&
        !(await opts.membership(user.id, user.idEmpresa))
      ) {
        throw new AppError(Codes.SESSION_LOST);
      }
      if (
        user.rgpdPending &&
        !request.routeOptions.config.allowPendingRgpd &&
        !(await opts.privacyAccepted(user.id))
      ) {
        throw new AppError(Codes.PRIVACY_ACCEPTANCE_REQUIRED);
      }
      request.authUser = user;
    });
  },
);

/** The signed-in user of a route that declared an auth requirement. */
export function currentUser(request: Pick<FastifyRequest, 'authUser'>): AuthUser {
  if (!request.authUser) {
    throw new AppError(Codes.SESSION_LOST);
  }
  return request.authUser;
}

/** The company the signed-in company user acts for (from the token, never from the client). */
export function currentCompanyId(request: Pick<FastifyRequest, 'authUser'>): number {
  const user = currentUser(request);
  if (user.role !== 'empresa' || user.idEmpresa === null) {
    throw new AppError(Codes.FORBIDDEN);
  }
  return user.idEmpresa;
}
