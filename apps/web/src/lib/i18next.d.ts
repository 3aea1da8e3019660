import type offers from '../locales/es/offers.json';
import type applications from '../locales/es/applications.json';
import type companyOffers from '../locales/es/companyOffers.json';
import type company from '../locales/es/company.json';
import type cv from '../locales/es/cv.json';
import type staff from '../locales/es/staff.json';
import type account from '../locales/es/account.json';
import type accounts from '../locales/es/accounts.json';
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
import type surveys from '../locales/es/surveys.json';
import type agreements from '../locales/es/agreements.json';
import type events from '../locales/es/events.json';
import type guides from '../locales/es/guides.json';
import type programmes from '../locales/es/programmes.json';
import type contentPages from '../locales/es/contentPages.json';

/** Typed resources: `t()` keys are checked against the Spanish files (the reference language). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      accounts: typeof accounts;
      applications: typeof applications;
      company: typeof company;
      companyOffers: typeof companyOffers;
      cv: typeof cv;
      events: typeof events;
      guides: typeof guides;
      programmes: typeof programmes;
      contentPages: typeof contentPages;
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
      surveys: typeof surveys;
      agreements: typeof agreements;
    };
  }
}
