import type { Ambito, OfferFamily, Role, SessionData } from '@portal/contracts';
import { createStore, useStore } from './external-store.ts';
import { decodeToken, isTokenExpired, type SessionClaims } from './jwt.ts';
import {
  clearStorageOnLogout,
  readLocal,
  removeLocal,
  storageKeys,
  writeLocal,
} from './storage.ts';

export interface Session {
  token: string;
  claims: SessionClaims;
  role: Role;
  /** Candidate with internships: student, type UTP. */
  hasPracticas: boolean;
  /** Candidate with employment: graduate, type UTE. */
  hasEmpleo: boolean;
  primerAcceso: boolean;
  remember: boolean;
  loggedby: string | null;
}

/** Whether the candidate's session may see a family (students: internships; graduates: the rest). */
export function familyVisible(
  family: OfferFamily,
  session: { hasPracticas: boolean; hasEmpleo: boolean },
): boolean {
  return family === 'practicas' ? session.hasPracticas : session.hasEmpleo;
}

/** Prompts raised by the login answer; kept in memory for the page that follows login. */
export interface AfterLoginPrompts {
  socialSecurityNumber: boolean;
  noCurrentDegrees: boolean;
}

export interface SessionState {
  session: Session | null;
  godMode: boolean;
  prompts: AfterLoginPrompts;
}

/** A cookie without expiry lives as long as the browser session (shared by every tab). */
const BROWSER_SESSION_COOKIE = 'portal_sesion';
const noPrompts: AfterLoginPrompts = { socialSecurityNumber: false, noCurrentDegrees: false };

function hasBrowserSessionCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${BROWSER_SESSION_COOKIE}=`));
}

function setBrowserSessionCookie(): void {
  document.cookie = `${BROWSER_SESSION_COOKIE}=1; path=/; SameSite=Strict`;
}

function clearBrowserSessionCookie(): void {
  document.cookie = `${BROWSER_SESSION_COOKIE}=; path=/; max-age=0; SameSite=Strict`;
}

function readSession(): Session | null {
  const token = readLocal(storageKeys.token);
  if (token === null) {
    return null;
  }
  const claims = decodeToken(token);
  const remember = readLocal(storageKeys.remember) === 'true';
  // Without "keep me signed in", a session does not outlive the browser session.
  if (claims === null || (!remember && !hasBrowserSessionCookie())) {
    removeLocal(storageKeys.token);
    removeLocal(storageKeys.userType);
    return null;
  }
  return {
    token,
    claims,
    role: claims.role,
    hasPracticas: readLocal(storageKeys.hasPracticas) === 'true',
    hasEmpleo: readLocal(storageKeys.hasEmpleo) === 'true',
    primerAcceso: readLocal(storageKeys.primerAcceso) === 'true',
    remember,
    loggedby: readLocal(storageKeys.loggedby),
  };
}

const store = createStore<SessionState>({
  session: readSession(),
  godMode: readLocal(storageKeys.godMode) === 'true',
  prompts: noPrompts,
});
const setState = store.set;

export const subscribeSession = store.subscribe;

export function getSessionState(): SessionState {
  return store.get();
}

export function getToken(): string | null {
  return store.get().session?.token ?? null;
}

export interface StartSessionInput {
  token: string;
  data: Pick<
    SessionData,
    | 'conPracticas'
    | 'conEmpleo'
    | 'primerAcceso'
    | 'faltaNumeroSeguridadSocial'
    | 'alumnoConPracticasSinTitulacionesEnCurso'
  >;
  /** The login scope, or 'Gestion' for the careers-office staff (stored as `loggedby`). */
  ambito: Ambito | 'Gestion';
  remember: boolean;
}

/** Stores the session with the spec's keys; returns false when the token cannot be read. */
export function startSession(input: StartSessionInput): boolean {
  const claims = decodeToken(input.token);
  if (claims === null) {
    return false;
  }
  const { data } = input;
  writeLocal(storageKeys.token, input.token);
  writeLocal(storageKeys.userType, claims.role);
  writeLocal(storageKeys.remember, String(input.remember));
  writeLocal(storageKeys.hasPracticas, String(data.conPracticas));
  writeLocal(storageKeys.hasEmpleo, String(data.conEmpleo));
  writeLocal(storageKeys.primerAcceso, String(data.primerAcceso));
  writeLocal(storageKeys.loggedby, input.ambito);
  setBrowserSessionCookie();
  setState({
    ...store.get(),
    session: readSession(),
    prompts: {
      socialSecurityNumber: claims.role === 'alumno' && data.faltaNumeroSeguridadSocial,
      noCurrentDegrees: claims.role === 'alumno' && data.alumnoConPracticasSinTitulacionesEnCurso,
    },
  });
  return true;
}

/** Logout: clears local and session storage but keeps the cookie answer. */
export function endSession(): void {
  clearStorageOnLogout();
  clearBrowserSessionCookie();
  setState({ session: null, godMode: false, prompts: noPrompts });
}

/** An expired or rejected token is removed together with the user type. */
export function dropToken(): void {
  removeLocal(storageKeys.token);
  removeLocal(storageKeys.userType);
  setState({ ...store.get(), session: null, prompts: noPrompts });
}

/** True when a stored session has expired (its exp, in seconds, is earlier than now). */
export function isSessionExpired(nowMs: number = Date.now()): boolean {
  const { session } = store.get();
  return session !== null && isTokenExpired(session.claims, nowMs);
}

export function setGodMode(on: boolean): void {
  if (on) {
    writeLocal(storageKeys.godMode, 'true');
  } else {
    removeLocal(storageKeys.godMode);
  }
  setState({ ...store.get(), godMode: on });
}

export function dismissPrompt(prompt: keyof AfterLoginPrompts): void {
  setState({ ...store.get(), prompts: { ...store.get().prompts, [prompt]: false } });
}

/** Re-reads storage (another tab signed in or out). */
export function reloadSessionFromStorage(): void {
  setState({
    ...store.get(),
    session: readSession(),
    godMode: readLocal(storageKeys.godMode) === 'true',
  });
}

export function useSessionState(): SessionState {
  return useStore(store);
}

export function useSession(): Session | null {
  return useSessionState().session;
}

/** The role prefix of the role-specific calls ({Rol} = Alumno or Empresa). */
export function rolePath(role: Role): 'Alumno' | 'Empresa' | 'Gestion' {
  if (role === 'alumno') {
    return 'Alumno';
  }
  return role === 'empresa' ? 'Empresa' : 'Gestion';
}
