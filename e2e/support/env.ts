import os from 'node:os';
import path from 'node:path';

/** The operator's maintenance key the e2e server is started with. */
export const E2E_MAINTENANCE_KEY = 'e2e-maintenance-key';

/** Password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo1234';

/** The port of the e2e server (E2E_PORT, default 4173). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** The e2e server's data folder: a fresh one per run (playwright.config clears it). */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `portal-e2e-${String(E2E_PORT)}`);
