/** Query keys of the accounts feature. */
export const accountKeys = {
  all: ['accounts'] as const,
  ssoStart: () => [...accountKeys.all, 'sso-start'] as const,
  countries: () => [...accountKeys.all, 'paises'] as const,
};
