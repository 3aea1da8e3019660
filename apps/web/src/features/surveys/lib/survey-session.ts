/**
 * The survey token of this tab (sessionStorage, per survey): the access page stores it, the survey
 * page reads it, sending the answers removes it. Logout clears session storage with it.
 */
const key = (id: string) => `encuesta:${id}`;

export interface StoredSurveyAccess {
  token: string;
  /** Privacy text still to accept before answering (logaUsuario). */
  textoCortoRGPD: string | null;
  linkExternoRGPD: string | null;
}

export function readSurveyAccess(id: string): StoredSurveyAccess | null {
  try {
    const raw = sessionStorage.getItem(key(id));
    if (raw === null) {
      return null;
    }
    const value = JSON.parse(raw) as Partial<StoredSurveyAccess>;
    return typeof value.token === 'string'
      ? {
          token: value.token,
          textoCortoRGPD: value.textoCortoRGPD ?? null,
          linkExternoRGPD: value.linkExternoRGPD ?? null,
        }
      : null;
  } catch {
    return null;
  }
}

export function storeSurveyAccess(id: string, access: StoredSurveyAccess): void {
  try {
    sessionStorage.setItem(key(id), JSON.stringify(access));
  } catch {
    // Private mode without storage: the page keeps the token in memory for this visit.
  }
}

export function forgetSurveyAccess(id: string): void {
  try {
    sessionStorage.removeItem(key(id));
  } catch {
    // Nothing stored.
  }
}
