export * from './api/envelope.ts';
export * from './api/auth.ts';
export * from './brand/brand-settings.ts';
export * from './status-codes/index.ts';
export * from './validators/index.ts';
export * from './portal/notifications.ts';
export * from './portal/home.ts';
export * from './portal/offers.ts';
