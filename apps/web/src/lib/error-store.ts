import { Codes } from '@portal/contracts';
import { useSyncExternalStore } from 'react';

/**
 * What the error banner shows: a catalogue code (texts by language, optional
 * placeholders and server message) or a custom title and message.
 */
export type BannerError =
  | {
      kind: 'code';
      code: number;
      serverMessage?: string | null;
      params?: Readonly<Record<string, string | number | readonly string[]>>;
    }
  | { kind: 'custom'; title: string; message: string };

interface ErrorState {
  banner: BannerError | null;
  /** A call failed because the network is down: the connection page is shown. */
  connectionLost: boolean;
}

let state: ErrorState = { banner: null, connectionLost: false };
const listeners = new Set<() => void>();

function setState(next: ErrorState): void {
  state = next;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getErrorState(): ErrorState {
  return state;
}

export function showStatus(
  code: number,
  serverMessage?: string | null,
  params?: Readonly<Record<string, string | number | readonly string[]>>,
): void {
  // A lost session (code 2) stays until the user acts on it; nothing replaces it.
  if (state.banner?.kind === 'code' && state.banner.code === Codes.SESSION_LOST) {
    return;
  }
  setState({ ...state, banner: { kind: 'code', code, serverMessage, params } });
}

export function showCustomError(title: string, message: string): void {
  setState({ ...state, banner: { kind: 'custom', title, message } });
}

export function clearBanner(): void {
  if (state.banner !== null) {
    setState({ ...state, banner: null });
  }
}

/** Errors clear on route change, except code 2 (session lost). */
export function clearBannerOnRouteChange(): void {
  if (state.banner?.kind === 'code' && state.banner.code === Codes.SESSION_LOST) {
    return;
  }
  clearBanner();
}

/**
 * Some of the app's code could not be fetched (a page or a part of the frame, offline): a lazily
 * loaded module that failed stays failed for the page's lifetime, so only a reload recovers it.
 */
let codeFailed = false;

export function noteCodeFetchFailure(): void {
  codeFailed = true;
}

export function codeFetchFailed(): boolean {
  return codeFailed;
}

export function setConnectionLost(lost: boolean): void {
  if (state.connectionLost !== lost) {
    setState({ ...state, connectionLost: lost });
  }
}

export function useErrorState(): ErrorState {
  return useSyncExternalStore(subscribe, getErrorState, getErrorState);
}
