export const legalKeys = {
  all: ['legal'] as const,
  privacyText: () => [...legalKeys.all, 'privacy-text'] as const,
};
