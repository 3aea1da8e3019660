import {
  ApplicationState,
  staffOfferCalls,
  type StaffApplicationList,
  type StaffOfferList,
  type StaffOfferSheet,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, notifications, offers } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { datos, statusOf, backOfficeClient } from '../../test/back-office-client.ts';
import { spanishDay } from '../../lib/dates.ts';

const t = await createTestApp();
const { staff, get, post, companyWithCif, lastAudit, refusesOthers } = await backOfficeClient(t);

describe('who reaches the back-office calls', () => {
  refusesOthers(Object.values(staffOfferCalls));
});

describe('offers', () => {
  it('edits a pending offer before validating it; not pending → 515', async () => {
    const { company } = await companyWithCif();
    const pending = await insertOffer(t.ctx.db, company.id, { estado: 1 });
    const active = await insertOffer(t.ctx.db, company.id, { estado: 2 });
    const body = {
      idOferta: pending.id,
      titulo: 'Título corregido por el servicio',
      descripcion: '<p>Descripción corregida de la oferta.</p>',
      requisitos: 'Inglés B2',
      plazas: 3,
    };
    const saved = datos<StaffOfferSheet>(await post('/api/Gestion/editaOferta', body));
    expect(saved.titulo).toBe('Título corregido por el servicio');
    const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, pending.id));
    expect(row).toMatchObject({ plazas: 3, requisitos: 'Inglés B2', estado: 1 });
    expect((await lastAudit('oferta.editar'))?.antes).toMatchObject({ titulo: 'Oferta insertada' });
    expect(statusOf(await post('/api/Gestion/editaOferta', { ...body, idOferta: active.id }))).toBe(
      515,
    );
    expect(statusOf(await post('/api/Gestion/editaOferta', { ...body, idOferta: 99999999 }))).toBe(
      4,
    );
    expect(statusOf(await post('/api/Gestion/editaOferta', { ...body, titulo: '' }))).toBe(400);
  });

  it('asks the company for changes: stays pending, company notified and mailed, filter', async () => {
    const { company, user } = await companyWithCif();
    const pending = await insertOffer(t.ctx.db, company.id, {
      estado: 1,
      titulo: 'Oferta a corregir',
    });
    const mensaje = 'Indica la remuneración y el horario.';
    const before = t.mailer.sent.length;
    const res = await post('/api/Gestion/pedirCambiosOferta', { idOferta: pending.id, mensaje });
    expect(datos<StaffOfferSheet>(res)).toMatchObject({ idEstado: 1, cambiosSolicitados: mensaje });
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notice?.texto).toContain(mensaje);
    expect(t.mailer.sent.slice(before).some((m) => m.to === user.email)).toBe(true);
    const list = datos<StaffOfferList>(
      await get(`/api/Gestion/dameOfertas?cambios=true&idEmpresa=${String(company.id)}`),
    );
    expect(list.ofertas.map((o) => o.idOferta)).toEqual([pending.id]);
    expect(list.ofertas[0]?.cambiosSolicitados).toBe(mensaje);
    // Still pending: it can be validated once the company has changed it.
    expect(statusOf(await post('/api/Gestion/validarOferta', { idOferta: pending.id }))).toBe(0);
    expect(
      statusOf(await post('/api/Gestion/pedirCambiosOferta', { idOferta: pending.id, mensaje })),
    ).toBe(515);
    expect(await lastAudit('oferta.validar')).toMatchObject({ entidadId: String(pending.id) });
  });

  it('closes an active offer: its open applications end (9); closed again → 515; exports', async () => {
    const { company } = await companyWithCif();
    const candidate = await buildCandidate(t.ctx.db);
    const active = await insertOffer(t.ctx.db, company.id, {
      estado: 2,
      titulo: 'Oferta para cerrar',
    });
    const application = await insertApplication(t.ctx.db, active.id, candidate.id);
    const res = await post('/api/Gestion/cerrarOferta', { idOferta: active.id });
    expect(datos(res)).toMatchObject({ idEstado: 3, candidaturasCerradas: 1 });
    const [app] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(app?.estado).toBe(ApplicationState.OFFER_CLOSED);
    const again = await post('/api/Gestion/cerrarOferta', { idOferta: active.id });
    expect(again.statusCode).toBe(409);
    expect(statusOf(await post('/api/Gestion/cerrarOferta', { idOferta: 99999999 }))).toBe(4);
    const csv = await get(
      `/api/Gestion/exportaOfertas?idEmpresa=${String(company.id)}&formato=csv`,
    );
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''ofertas-${spanishDay()}.csv`,
    );
    expect(csv.body).toContain('"Oferta para cerrar";"Empleo";');
    expect(csv.body).toContain('Cerrada');
    const english = await get(
      `/api/Gestion/exportaOfertas?idEmpresa=${String(company.id)}&formato=csv`,
      { ...staff, 'accept-language': 'en-GB,en' },
    );
    expect(english.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''offers-${spanishDay()}.csv`,
    );
    const [header, ...rows] = english.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(
      '"Id";"Title";"Type";"Company";"Tax id";"State";"Date";"Applications close";"Candidates";"Requested changes";"Rejection reason"',
    );
    expect(rows.find((row) => row.includes('Oferta para cerrar'))).toContain(';"Closed";');
    // The family as the staff offers screen names it, not its code.
    expect(rows.find((row) => row.includes('Oferta para cerrar'))).toContain(
      '"Oferta para cerrar";"Jobs";',
    );
    expect(english.body).not.toContain('Cerrada');
    const applicants = datos<StaffApplicationList>(
      await get(`/api/Gestion/dameCandidaturas?idOferta=${String(active.id)}`),
    );
    expect(applicants.candidaturas.map((a) => a.idCandidatura)).toEqual([application.id]);
  });
});
