import { brandRefs, type BrandPermissions, type BrandSettings } from '@portal/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { callApiRef, isEnvelope } from './api-client.ts';

export const brandKeys = {
  all: ['brand'] as const,
  settings: () => [...brandKeys.all, 'settings'] as const,
};

/** `brandCalls.config` (dameConfiguracion): brand settings, fetched before anything else. */
export function getBrandSettings(signal?: AbortSignal): Promise<BrandSettings> {
  // By reference: the first page loads no schemas (see callApiRef).
  return callApiRef(brandRefs.config, { signal });
}

export const brandSettingsQueryOptions = queryOptions({
  queryKey: brandKeys.settings(),
  queryFn: ({ signal }) => getBrandSettings(signal),
  staleTime: 5 * 60_000,
  meta: { errorBanner: false },
});

/**
 * The brand settings the server wrote into the page: the answer of dameConfiguracion in a data
 * block (the API's plugins/web.ts), so the app starts without waiting for that call (one round
 * trip less before a phone's first screen). Null when there is none (Vite's
 * development server) or it is not a success envelope: the app then makes the call.
 */
export function brandSettingsFromPage(): BrandSettings | null {
  const text = document.getElementById('brand-settings')?.textContent;
  if (text === undefined || text === '') {
    return null;
  }
  try {
    const answer: unknown = JSON.parse(text);
    if (
      isEnvelope(answer) &&
      answer.status === 0 &&
      typeof answer.datos === 'object' &&
      answer.datos !== null
    ) {
      // As callApiRef: the server serialised it through the call's schema.
      return answer.datos as BrandSettings;
    }
  } catch {
    // A damaged block: the call is made instead.
  }
  return null;
}

/** Puts the page's brand settings in the cache, or starts the call when the page has none. */
export function startBrandSettings(client: QueryClient): void {
  const fromPage = brandSettingsFromPage();
  if (fromPage === null) {
    client.query(brandSettingsQueryOptions).catch(() => undefined);
  } else {
    client.setQueryData(brandSettingsQueryOptions.queryKey, fromPage);
  }
}

export function useBrandSettingsQuery() {
  return useQuery(brandSettingsQueryOptions);
}

export const BrandContext = createContext<BrandSettings | null>(null);

/** The brand settings (the shell renders nothing before they are loaded). */
export function useBrand(): BrandSettings {
  const brand = useContext(BrandContext);
  if (brand === null) {
    throw new Error('useBrand outside the brand gate');
  }
  return brand;
}

export function brandPermissionsOf(brand: BrandSettings): BrandPermissions {
  return {
    canRegistroAlumno: brand.canRegistroAlumno,
    canCrearConvenios: brand.canCrearConvenios,
    canPropuestaPracticas: brand.canPropuestaPracticas,
    hasEventos: brand.hasEventos,
    hasGuiasOrientacion: brand.hasGuiasOrientacion,
    hashelp: brand.hashelp,
    hasProgramaPracticasActivo: brand.hasProgramaPracticasActivo,
  };
}
