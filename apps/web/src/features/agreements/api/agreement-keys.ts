/** Query keys of the agreement screens (/nuevo-convenio-colaboracion, /subir-convenio-firmado). */
export const agreementKeys = {
  all: ['agreements'] as const,
  list: () => [...agreementKeys.all, 'list'] as const,
  profile: () => [...agreementKeys.all, 'profile'] as const,
};
