import type { CallSpec } from '@portal/contracts';
import { buildCompany } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the company-profile test files share: a new company whose user is signed in, and a call
 * of the company area (a declared call, with the user's headers and a body for a POST).
 */
export function companyProfileClient(t: TestApp) {
  async function company() {
    const built = await buildCompany(t.ctx.db);
    return { ...built, headers: await t.authHeader(built.user.email, 'PrivadoEmpresa') };
  }

  const call = (
    spec: Pick<CallSpec, 'method' | 'path'>,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    t.app.inject({
      method: spec.method,
      url: spec.path,
      headers,
      ...(payload ? { payload } : {}),
    });

  /** Whether the call says data is missing (faltanDatos…). */
  const missingData = async (
    spec: Pick<CallSpec, 'method' | 'path'>,
    headers: Record<string, string>,
  ) => (await call(spec, headers)).json<{ datos: boolean }>().datos;

  return { company, call, missingData };
}
