import { billingAccountsKey, companyContactsKey } from '../../../lib/queries/company-accounts.ts';

/** Query keys of the company profile screens (/mi-empresa, /mi-perfil). */
export const companyProfileKeys = {
  all: ['company-profile'] as const,
  company: () => [...companyProfileKeys.all, 'company'] as const,
  user: () => [...companyProfileKeys.all, 'user'] as const,
  contacts: () => companyContactsKey,
  billingAccounts: () => billingAccountsKey,
  domain: (name: string) => [...companyProfileKeys.all, 'domain', name] as const,
};
