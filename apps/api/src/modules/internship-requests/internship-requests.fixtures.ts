import type { CompanyInternship, InternshipChangeRequest } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, internshipChangeRequests, internships, notifications } from '../../db/schema.ts';
import { DAY_MS, spanishDay } from '../../lib/dates.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the internship-request tests share: a company with one internship of a new student, the
 * company's request call and a valid request body.
 */
export function internshipRequestsFixture(t: TestApp) {
  async function setup(estado: 'en_curso' | 'finalizada' = 'en_curso') {
    const { company, user } = await buildCompany(t.ctx.db);
    const student = await buildCandidate(t.ctx.db, { nombre: 'Lucía' });
    const [internship] = await t.ctx.db
      .insert(internships)
      .values({
        candidateId: student.id,
        companyId: company.id,
        titulo: 'Prácticas de análisis de datos',
        estado,
        fechaInicio: '2026-10-01',
        fechaFin: '2027-03-31',
        horasDia: 5,
        tutorEmpresaNombre: 'Marta Tutora',
        tutorEmpresaEmail: 'marta@empresa.es',
      })
      .returning();
    if (!internship) {
      throw new Error('no internship');
    }
    const headers = await t.authHeader(user.email, 'PrivadoEmpresa');
    return { company, user, student, internship, headers };
  }

  const ask = (headers: Record<string, string>, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Empresa/solictitarAccionSobrePractica',
      headers,
      payload,
    });
  const valid = (idPractica: number, accion = 'ampliacion') => ({
    idPractica,
    accion,
    descripcion: 'Necesitamos ampliar dos meses para terminar el proyecto.',
  });

  return { setup, ask, valid };
}

/** What the approval tests share: a pending request on an internship in progress and its views. */
export function approvalFixture(t: TestApp) {
  const { setup, ask, valid } = internshipRequestsFixture(t);
  /** A day `offset` days from today in Spain, YYYY-MM-DD. */
  const day = (offset: number) => spanishDay(new Date(Date.now() + offset * DAY_MS));
  const ddmm = (iso: string) => iso.split('-').reverse().join('/');
  const start = day(-30);
  const end = day(60);

  /** An internship in progress (started 30 days ago, ends in 60) with a pending request. */
  async function pending(accion: string) {
    const s = await setup();
    await t.ctx.db
      .update(internships)
      .set({ fechaInicio: start, fechaFin: end })
      .where(eq(internships.id, s.internship.id));
    const created = (await ask(s.headers, valid(s.internship.id, accion))).json<{
      datos: InternshipChangeRequest;
    }>().datos;
    return { ...s, idSolicitud: created.idSolicitud };
  }
  const decide = async (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Gestion/resolverSolicitudCambioPractica',
      headers: await staffHeader(t),
      payload,
    });
  const companyView = async (s: { headers: Record<string, string>; internship: { id: number } }) =>
    (await t.app.inject({ method: 'GET', url: '/api/Empresa/damePracticas', headers: s.headers }))
      .json<{ datos: CompanyInternship[] }>()
      .datos.find((p) => p.idPractica === s.internship.id);
  const candidateView = async (s: { student: { email: string }; internship: { id: number } }) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/Alumno/damePracticasAlumno',
        headers: await t.authHeader(s.student.email),
      })
    )
      .json<{ datos: { idPractica: number; fechaFin: string; estado: string; tutor: unknown }[] }>()
      .datos.find((p) => p.idPractica === s.internship.id);
  const auditOf = async (idSolicitud: number) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entidad, 'solicitud_cambio_practica'),
          eq(auditLog.entidadId, String(idSolicitud)),
        ),
      );
  const noticeOf = async (userId: number) => {
    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.id);
    return rows.at(-1);
  };
  const errorsOf = (res: Awaited<ReturnType<typeof decide>>) =>
    res
      .json<{ datos: { errores: { campo: string; codigo: string; mensaje: string }[] } }>()
      .datos.errores.map((e) => [e.campo, e.mensaje]);
  const unchanged = async (s: Awaited<ReturnType<typeof pending>>) => {
    const [row] = await t.ctx.db
      .select()
      .from(internships)
      .where(eq(internships.id, s.internship.id));
    expect(row).toMatchObject({
      fechaInicio: start,
      fechaFin: end,
      estado: 'en_curso',
      tutorEmpresaNombre: 'Marta Tutora',
      tutorEmpresaEmail: 'marta@empresa.es',
    });
    const [request] = await t.ctx.db
      .select()
      .from(internshipChangeRequests)
      .where(eq(internshipChangeRequests.id, s.idSolicitud));
    return request?.estado;
  };

  return {
    day,
    ddmm,
    start,
    end,
    pending,
    decide,
    companyView,
    candidateView,
    auditOf,
    noticeOf,
    errorsOf,
    unchanged,
  };
}
