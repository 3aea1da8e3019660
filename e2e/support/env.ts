/** The operator's maintenance key the e2e server is started with. */
export const E2E_MAINTENANCE_KEY = 'e2e-maintenance-key';

/** Password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo1234';
