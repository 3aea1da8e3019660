import { useSyncExternalStore } from 'react';
import { createListeners } from './external-store.ts';
import { readLocal, storageKeys, writeLocal } from './storage.ts';

/** The consent cookie for analytics: analytics load only when it is 'yes'. */
export const ANALYTICS_CONSENT_COOKIE = 'cookies_analiticas';
export type AnalyticsConsent = 'yes' | 'no';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The banner's answer lives in a cookie and local storage; this tells the components it changed. */
const { subscribe, notify } = createListeners();

export function readAnalyticsConsent(): AnalyticsConsent | null {
  const entry = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${ANALYTICS_CONSENT_COOKIE}=`));
  const value = entry?.slice(ANALYTICS_CONSENT_COOKIE.length + 1);
  return value === 'yes' || value === 'no' ? value : null;
}

/** True once the cookie banner was answered (the flag survives logout). */
export function isCookieBannerAnswered(): boolean {
  return readLocal(storageKeys.cookieAccepted) === 'true' && readAnalyticsConsent() !== null;
}

export function setAnalyticsConsent(consent: AnalyticsConsent): void {
  document.cookie = `${ANALYTICS_CONSENT_COOKIE}=${consent}; path=/; max-age=${String(ONE_YEAR_SECONDS)}; SameSite=Lax`;
  writeLocal(storageKeys.cookieAccepted, 'true');
  notify();
}

export function useAnalyticsConsent(): AnalyticsConsent | null {
  return useSyncExternalStore(subscribe, readAnalyticsConsent, () => null);
}

export function useCookieBannerAnswered(): boolean {
  return useSyncExternalStore(subscribe, isCookieBannerAnswered, () => true);
}
