export const accountKeys = {
  all: ['account'] as const,
  missingPersonalData: () => [...accountKeys.all, 'missing-personal-data'] as const,
  missingCompanyData: () => [...accountKeys.all, 'missing-company-data'] as const,
  missingContactData: () => [...accountKeys.all, 'missing-contact-data'] as const,
};
