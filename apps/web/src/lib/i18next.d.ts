import type offers from '../locales/es/offers.json';
import type applications from '../locales/es/applications.json';
import type companyOffers from '../locales/es/companyOffers.json';
import type company from '../locales/es/company.json';
import type staff from '../locales/es/staff.json';
import type account from '../locales/es/account.json';
import type auth from '../locales/es/auth.json';
import type common from '../locales/es/common.json';
import type errors from '../locales/es/errors.json';
import type home from '../locales/es/home.json';
import type layout from '../locales/es/layout.json';
import type legal from '../locales/es/legal.json';
import type maintenance from '../locales/es/maintenance.json';
import type notifications from '../locales/es/notifications.json';
import type overlays from '../locales/es/overlays.json';
import type routes from '../locales/es/routes.json';

/** Typed resources: `t()` keys are checked against the Spanish files (the reference language). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      applications: typeof applications;
      company: typeof company;
      companyOffers: typeof companyOffers;
      offers: typeof offers;
      staff: typeof staff;
      auth: typeof auth;
      common: typeof common;
      errors: typeof errors;
      home: typeof home;
      layout: typeof layout;
      legal: typeof legal;
      maintenance: typeof maintenance;
      notifications: typeof notifications;
      overlays: typeof overlays;
      routes: typeof routes;
    };
  }
}
