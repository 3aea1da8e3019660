/** Query keys of the back-office (careers-office staff). */
export const staffKeys = {
  all: ['staff'] as const,
  pendingOffers: (pagina: number) => [...staffKeys.all, 'pending-offers', pagina] as const,
  pendingCompanies: () => [...staffKeys.all, 'pending-companies'] as const,
};
