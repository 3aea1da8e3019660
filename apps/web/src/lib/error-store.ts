import { Codes } from '@portal/contracts';
import { createStore, useStore } from './external-store.ts';

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

const store = createStore<ErrorState>({ banner: null, connectionLost: false });
const setState = store.set;

export function getErrorState(): ErrorState {
  return store.get();
}

function showsSessionLost(): boolean {
  const { banner } = store.get();
  return banner?.kind === 'code' && banner.code === Codes.SESSION_LOST;
}

export function showStatus(
  code: number,
  serverMessage?: string | null,
  params?: Readonly<Record<string, string | number | readonly string[]>>,
): void {
  // A lost session (code 2) stays until the user acts on it; nothing replaces it.
  if (showsSessionLost()) {
    return;
  }
  setState({ ...store.get(), banner: { kind: 'code', code, serverMessage, params } });
}

export function showCustomError(title: string, message: string): void {
  setState({ ...store.get(), banner: { kind: 'custom', title, message } });
}

export function clearBanner(): void {
  if (store.get().banner !== null) {
    setState({ ...store.get(), banner: null });
  }
}

/** Errors clear on route change, except code 2 (session lost). */
export function clearBannerOnRouteChange(): void {
  if (showsSessionLost()) {
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
  if (store.get().connectionLost !== lost) {
    setState({ ...store.get(), connectionLost: lost });
  }
}

export function useErrorState(): ErrorState {
  return useStore(store);
}
