import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readLocal, storageKeys, writeLocal } from './storage.ts';

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'es';

type Namespace = Record<string, unknown>;
type Loader = () => Promise<Namespace>;

/**
 * Spanish texts of the shell and the login page ship with the first bundle; every other namespace
 * (and every English one) is loaded when a page needs it.
 */
const shellNamespaces = ['common', 'routes', 'layout', 'errors', 'auth'] as const;
const bundledSpanish = import.meta.glob<Namespace>(
  '../locales/es/{common,routes,layout,errors,auth}.json',
  { eager: true, import: 'default' },
);
const lazySpanish = import.meta.glob<Namespace>(
  ['../locales/es/*.json', '!../locales/es/{common,routes,layout,errors,auth}.json'],
  { import: 'default' },
);
const lazyEnglish = import.meta.glob<Namespace>('../locales/en/*.json', { import: 'default' });

function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

function byNamespace<T>(files: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(files).map(([file, value]) => [namespaceOf(file), value]),
  );
}

const loaders: Record<Language, Record<string, Loader>> = {
  es: byNamespace(lazySpanish),
  en: byNamespace(lazyEnglish),
};

/** Loads namespaces on demand (a minimal i18next backend over Vite's dynamic imports). */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = isLanguage(language) ? loaders[language][namespace] : undefined;
    if (load === undefined) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => {
        callback(null, data);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return value === 'es' || value === 'en';
}

export function storedLanguage(): Language {
  const stored = readLocal(storageKeys.language);
  return isLanguage(stored) ? stored : defaultLanguage;
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Initialises i18next with the stored language (default Spanish); `<html lang>` follows it. */
export async function initI18n(): Promise<I18n> {
  const language = storedLanguage();
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources: { es: byNamespace(bundledSpanish) },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: defaultLanguage,
      ns: [...shellNamespaces],
      defaultNS: 'common',
      // The default separators, given explicitly: i18next then skips its per-call test of whether
      // a key is a natural-language sentence (a regular expression per t() call).
      keySeparator: '.',
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  applyDocumentLanguage(language);
  return i18next;
}

/** Loads namespaces before a page renders (avoids a loading flash). */
export function preloadNamespaces(namespaces: readonly string[]): Promise<void> {
  return namespaces.length === 0 ? Promise.resolve() : i18next.loadNamespaces([...namespaces]);
}

/** Switches and persists the language. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  writeLocal(storageKeys.language, language);
  applyDocumentLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : defaultLanguage;
}

/**
 * The current language for a component that shows text chosen by language outside the
 * translation tables (a brand banner's own texts): it draws again when the user switches.
 */
export function useCurrentLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
