import { type InternshipProposal, type StaffProposal } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, candidates, notifications } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import { staffHeader, staffSession } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';
import { proposal, proposalsClient, terms } from './internship-proposals.fixtures.ts';

const t = await createTestApp();
const { post, get, candidate } = proposalsClient(t);

describe('back-office: proposals', () => {
  it('filters, shows, rejects with a reason (audited, student told) and refuses a second decision', async () => {
    const c = await candidate();
    const created = (
      await post(
        'Alumno/solicitudPractica',
        c.headers,
        proposal({ nombreEmpresa: 'Zeta Única S.L.' }),
      )
    ).json<{
      datos: InternshipProposal;
    }>().datos;
    const { email: staffEmail, headers: staff } = await staffSession(t);
    const list = (
      await get(
        'Gestion/damePropuestasPracticas?estado=pendiente&tipo=alumno&texto=Zeta%20%C3%9Anica',
        staff,
      )
    ).json<{ datos: StaffProposal[] }>().datos;
    expect(list.map((p) => p.idPropuesta)).toContain(created.idPropuesta);
    expect(list.every((p) => p.nombreEmpresa === 'Zeta Única S.L.')).toBe(true);
    const one = await get(`Gestion/damePropuestaPracticas/${String(created.idPropuesta)}`, staff);
    expect(one.json().datos).toMatchObject({ emailAlumno: c.email });
    const noReason = await post('Gestion/resolverPropuestaPracticas', staff, {
      idSolicitud: created.idPropuesta,
      decision: 'rechazada',
    });
    expect(noReason.statusCode).toBe(400);
    t.mailer.sent.length = 0;
    const res = await post('Gestion/resolverPropuestaPracticas', staff, {
      idSolicitud: created.idPropuesta,
      decision: 'rechazada',
      motivo: 'La empresa no tiene convenio con la universidad.',
    });
    expect(res.json().datos).toMatchObject({
      estado: 'rechazada',
      motivo: 'La empresa no tiene convenio con la universidad.',
      resueltaPor: staffEmail,
    });
    expect(t.mailer.sent.map((m) => m.to)).toEqual([c.email]);
    expect(t.mailer.sent[0]?.text).toContain('La empresa no tiene convenio con la universidad.');
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, c.id),
          eq(notifications.titulo, 'Propuesta de prácticas rechazada'),
        ),
      );
    expect(notes).toHaveLength(1);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entidad, 'propuesta_practicas'),
          eq(auditLog.entidadId, String(created.idPropuesta)),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        accion: 'propuesta_practicas.rechazar',
        motivo: 'La empresa no tiene convenio con la universidad.',
      }),
    ]);
    const again = await post('Gestion/resolverPropuestaPracticas', staff, {
      idSolicitud: created.idPropuesta,
      decision: 'aprobada',
    });
    expect(again.json().status).toBe(14);
    expect(
      (
        await post('Gestion/resolverPropuestaPracticas', staff, {
          idSolicitud: 999999,
          decision: 'aprobada',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('approving a company proposal tells the student and the company', async () => {
    const { user } = await buildCompany(t.ctx.db);
    const headers = await t.authHeader(user.email, 'PrivadoEmpresa');
    const c = await candidate();
    await t.ctx.db.update(candidates).set({ dni: '99887766P' }).where(eq(candidates.userId, c.id));
    const created = (
      await post('Empresa/propuestaPracticas', headers, { dni: '99887766P', ...terms })
    ).json<{
      datos: InternshipProposal;
    }>().datos;
    t.mailer.sent.length = 0;
    await post('Gestion/resolverPropuestaPracticas', await staffHeader(t), {
      idSolicitud: created.idPropuesta,
      decision: 'aprobada',
    });
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual([c.email, user.email].sort());
  });

  it('exports in English when asked, and in Spanish as before otherwise', async () => {
    const c = await candidate();
    await post(
      'Alumno/solicitudPractica',
      c.headers,
      proposal({ nombreEmpresa: 'Traducida Inglesa S.L.' }),
    );
    const staff = await staffHeader(t);
    const url = 'Gestion/exportaPropuestasPracticas?formato=csv&texto=Traducida';
    const linesOf = (body: string) => body.replace('\uFEFF', '').trim().split('\r\n');

    const spanish = linesOf((await get(url, staff)).body);
    expect(spanish[0]).toBe(
      '"Propuesta";"Fecha";"Estado";"Origen";"Alumno";"Email alumno";"CIF";"Empresa";"Contacto";"Email contacto";"Inicio";"Fin";"Horas/día";"Días/semana";"Meses";"Remuneración";"Tutor";"Descripción";"Motivo";"Resuelta por"',
    );
    expect(spanish[1]).toContain('"Pendiente";"Alumno";');

    const english = linesOf((await get(url, { ...staff, 'accept-language': 'en-GB,en' })).body);
    expect(english[0]).toBe(
      '"Proposal";"Date";"State";"Origin";"Student";"Student email";"Tax id";"Company";"Contact";"Contact email";"Start";"End";"Hours/day";"Days/week";"Months";"Pay";"Tutor";"Description";"Reason";"Resolved by"',
    );
    expect(english[1]).toContain('"Pending";"Student";');
    expect(english[1]).toContain('"Traducida Inglesa S.L."');
    const xlsx = xlsxText(
      (
        await get('Gestion/exportaPropuestasPracticas?formato=xlsx', {
          ...staff,
          'accept-language': 'en',
        })
      ).rawPayload,
    );
    expect(xlsx).toContain('Student email');
    expect(xlsx).not.toContain('Email alumno');
  });

  it('exports CSV and XLSX; no candidate or company token reaches the staff calls', async () => {
    const c = await candidate();
    await post(
      'Alumno/solicitudPractica',
      c.headers,
      proposal({ nombreEmpresa: 'Exporta Única S.L.' }),
    );
    const staff = await staffHeader(t);
    const csv = await get('Gestion/exportaPropuestasPracticas?formato=csv&texto=Exporta', staff);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Exporta Única S.L."');
    expect(lines[1]).toContain('"450,50"');
    const xlsx = await get('Gestion/exportaPropuestasPracticas?formato=xlsx', staff);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const { user } = await buildCompany(t.ctx.db);
    for (const headers of [c.headers, await t.authHeader(user.email, 'PrivadoEmpresa')]) {
      expect((await get('Gestion/damePropuestasPracticas', headers)).statusCode).toBe(403);
      expect((await get('Gestion/damePropuestaPracticas/1', headers)).statusCode).toBe(403);
      expect((await get('Gestion/exportaPropuestasPracticas', headers)).statusCode).toBe(403);
      expect(
        (
          await post('Gestion/resolverPropuestaPracticas', headers, {
            idSolicitud: 1,
            decision: 'aprobada',
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});
