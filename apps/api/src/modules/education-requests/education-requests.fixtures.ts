import { eq } from 'drizzle-orm';
import { candidates, educationCentres } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the education-request tests share: students with a fresh DNI, centres with a limit of
 * places, the calls of centre and student, and a valid placement.
 */
export function educationRequestsFixture(t: TestApp) {
  let dniSeq = 40_000_000 + Math.floor(Math.random() * 1_000_000);
  const nextDni = () => {
    dniSeq += 1;
    return `${String(dniSeq)}${'TRWAGMYFPDXBNJZSQVHLCKE'[dniSeq % 23] ?? ''}`;
  };

  async function buildStudent(educacion = true) {
    const student = await buildCandidate(t.ctx.db, { nombre: 'Irene' });
    const dni = nextDni();
    await t.ctx.db
      .update(candidates)
      .set({ dni, esEstudianteEducacion: educacion })
      .where(eq(candidates.userId, student.id));
    return { ...student, dni, headers: await t.authHeader(student.email) };
  }

  async function buildCentre(limite = 3) {
    const { company, user } = await buildCompany(t.ctx.db);
    await t.ctx.db.insert(educationCentres).values({ companyId: company.id, limite });
    return { company, user, headers: await t.authHeader(user.email, 'PrivadoEmpresa') };
  }

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers });

  const placement = {
    etapa: 'primaria',
    fechaInicio: '2027-02-01',
    fechaFin: '2027-05-31',
    tutorNombre: 'Carmen Maestra',
    tutorEmail: 'carmen@colegio.es',
    observaciones: 'Tercer ciclo de primaria.',
  };
  const centreAsks = (headers: Record<string, string>, dni: string, extra: object = {}) =>
    post('Empresa/solicitudPractica', headers, { dni, ...placement, ...extra });
  const studentAsks = (headers: Record<string, string>, idCentro: number) =>
    post('Alumno/solicitudPracticaEducacion', headers, {
      idCentro,
      etapa: 'infantil',
      fechaInicio: '2027-02-01',
      fechaFin: '2027-05-31',
    });

  return { nextDni, buildStudent, buildCentre, post, get, placement, centreAsks, studentAsks };
}
