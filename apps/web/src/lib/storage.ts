/**
 * Browser storage with the spec's keys ("Session data"): the session lives in localStorage,
 * the path wanted before login in sessionStorage. Every access is guarded: storage can be full or
 * disabled (private mode), and the app must keep working without it.
 */
export const storageKeys = {
  token: 'token',
  userType: 'userType',
  remember: 'remember',
  hasPracticas: 'hasPracticas',
  hasEmpleo: 'hasEmpleo',
  primerAcceso: 'primerAcceso',
  godMode: 'godMode',
  loggedby: 'loggedby',
  /** The cookie banner was answered (kept by logout). */
  cookieAccepted: 'cookieAccepted',
  /** Display preferences, kept by logout as well. */
  language: 'lang',
  colorScheme: 'mantine-color-scheme-value',
} as const;

export const sessionStorageKeys = {
  prelogin: 'prelogin',
  /** Where the identity provider's answer goes when the sign-in started elsewhere than /acceso. */
  ssoReturn: 'ssoRetorno',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Keys that survive logout: the cookie answer and the display preferences. */
const keptOnLogout: readonly StorageKey[] = [
  storageKeys.cookieAccepted,
  storageKeys.language,
  storageKeys.colorScheme,
];

function safely<T>(fallback: T, action: () => T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readLocal(key: StorageKey): string | null {
  return safely(null, () => window.localStorage.getItem(key));
}

export function writeLocal(key: StorageKey, value: string): void {
  safely(undefined, () => {
    window.localStorage.setItem(key, value);
  });
}

export function removeLocal(key: StorageKey): void {
  safely(undefined, () => {
    window.localStorage.removeItem(key);
  });
}

export function readPrelogin(): string | null {
  return safely(null, () => window.sessionStorage.getItem(sessionStorageKeys.prelogin));
}

export function writePrelogin(path: string): void {
  safely(undefined, () => {
    window.sessionStorage.setItem(sessionStorageKeys.prelogin, path);
  });
}

export function removePrelogin(): void {
  safely(undefined, () => {
    window.sessionStorage.removeItem(sessionStorageKeys.prelogin);
  });
}

/**
 * Single sign-on started from another page (a survey's access page): the provider always answers
 * at /acceso, which hands the answer on to `path` when its state is the one this start received.
 */
export function rememberSsoReturn(path: string, state: string): void {
  safely(undefined, () => {
    window.sessionStorage.setItem(sessionStorageKeys.ssoReturn, JSON.stringify({ path, state }));
  });
}

/** The page an answer with this state goes to (once; null for a sign-in started at /acceso). */
export function takeSsoReturn(state: string | null): string | null {
  const stored = safely(null, () => window.sessionStorage.getItem(sessionStorageKeys.ssoReturn));
  if (stored === null) {
    return null;
  }
  safely(undefined, () => {
    window.sessionStorage.removeItem(sessionStorageKeys.ssoReturn);
  });
  const value = safely<{ path?: unknown; state?: unknown } | null>(
    null,
    () => JSON.parse(stored) as { path?: unknown; state?: unknown },
  );
  return state !== null && value?.state === state && typeof value.path === 'string'
    ? value.path
    : null;
}

/** Logout: clears local and session storage but keeps the cookie answer and preferences. */
export function clearStorageOnLogout(): void {
  const kept = keptOnLogout.map((key) => [key, readLocal(key)] as const);
  safely(undefined, () => {
    window.localStorage.clear();
  });
  safely(undefined, () => {
    window.sessionStorage.clear();
  });
  for (const [key, value] of kept) {
    if (value !== null) {
      writeLocal(key, value);
    }
  }
}
