import type { StaffCandidateList, StaffCandidateSheet } from '@portal/contracts';
import { desc } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import { staffSession } from '../../test/company-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The staff candidate tests' calls, made as a manager (not an administrator) unless told. */
export async function staffCandidatesClient(t: TestApp) {
  const { email: managerEmail, headers: manager } = await staffSession(t, 'gestor');
  const get = (url: string, headers: Record<string, string> = manager) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = manager) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const search = async (query: string) =>
    (await get(`/api/Gestion/dameCandidatos?${query}`)).json<{ datos: StaffCandidateList }>().datos;
  const sheet = async (id: number) =>
    (await get(`/api/Gestion/dameCandidato/${String(id)}`)).json<{ datos: StaffCandidateSheet }>()
      .datos;
  const candidateLogin = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: email, ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
    });
  const lastAudit = async () =>
    (await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  return { managerEmail, manager, get, post, search, sheet, candidateLogin, lastAudit };
}
