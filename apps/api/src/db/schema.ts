// Every table of the database, collected for Drizzle and drizzle-kit. Tables live beside their module.
export * from '../modules/users/users.table.ts';
export * from '../modules/privacy/privacy.table.ts';
export * from '../modules/companies/companies.table.ts';
export * from '../modules/candidates/candidates.table.ts';
export * from '../modules/offers/offers.table.ts';
export * from '../modules/applications/applications.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/communications/communications.table.ts';
export * from '../modules/events/events.table.ts';
export * from '../modules/guides/guides.table.ts';
export * from '../modules/surveys/surveys.table.ts';
export * from '../modules/brand/brand.table.ts';
export * from '../modules/error-reports/error-reports.table.ts';
export * from '../modules/programmes/programmes.table.ts';
