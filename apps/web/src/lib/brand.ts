import { brandRefs, type BrandPermissions, type BrandSettings } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { callApiRef } from './api-client.ts';

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
