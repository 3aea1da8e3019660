import {
  invoiceCalls,
  staffInvoiceCalls as calls,
  type Invoice,
  type StaffInvoice,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildNamedCompany } from '../../test/fixture-companies.ts';
import { buildInvoiceHistory } from '../../test/fixture-invoices.ts';
import { createTestApp } from '../../test/test-app.ts';
import { renderSectionedPdf } from '../../lib/pdf/index.ts';
import { spanishDay } from '../../lib/dates.ts';

const t = await createTestApp();
// A manager (not an administrator) and a company with six invoices over three years.
const staff = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
const { company: hotel, user: hotelUser } = await buildNamedCompany(
  t.ctx.db,
  'Hostelería Cantábrico',
);
await buildInvoiceHistory(t.ctx.db, hotel.id);
const company = await t.authHeader(hotelUser.email, 'PrivadoEmpresa');

const get = (url: string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url, payload, headers });
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer's type is the caller's
const datos = <T>(res: { json: () => unknown }): T => (res.json() as { datos: T }).datos;
const year = new Date().getUTCFullYear();
const companyInvoices = async (query = '') =>
  datos<Invoice[]>(await get(`${invoiceCalls.list.path}${query}`, company));

describe('invoices in the back-office', () => {
  it('lists every invoice with filters by year, state, company and text', async () => {
    const mine = datos<StaffInvoice[]>(
      await get(`${calls.list.path}?idEmpresa=${String(hotel.id)}`),
    );
    expect(mine).toHaveLength(6);
    expect(mine.every((i) => i.empresa === 'Hostelería Cantábrico')).toBe(true);
    const lastYear = datos<StaffInvoice[]>(
      await get(`${calls.list.path}?idEmpresa=${String(hotel.id)}&anio=${String(year - 1)}`),
    );
    expect(lastYear.map((i) => i.numero).sort()).toEqual([
      `H-${String(year - 1)}-0018`,
      `H-${String(year - 1)}-0077`,
      `H-${String(year - 1)}-0078`,
    ]);
    const cancelled = datos<StaffInvoice[]>(
      await get(`${calls.list.path}?estado=anulada&texto=cantábrico`),
    );
    expect(cancelled.map((i) => i.estadoTexto)).toEqual(['Anulada']);
    expect((await get(`${calls.list.path}?anio=abc`)).statusCode).toBe(400);
  });

  it('generates an invoice PDF from its data; the company is told and downloads it', async () => {
    t.mailer.sent.length = 0;
    const res = await post(calls.create.path, {
      idEmpresa: hotel.id,
      fecha: `${String(year)}-06-15`,
      concepto: 'Gestión de prácticas de verano (segundo turno)',
      importe: '181,50',
    });
    expect(res.statusCode).toBe(200);
    const invoice = datos<StaffInvoice>(res);
    expect(invoice.numero).toMatch(new RegExp(`^F-${String(year)}-\\d{4}$`));
    expect(invoice).toMatchObject({
      importe: '181.50',
      estado: 'pendiente',
      subida: false,
    });
    const pdf = await get(invoice.enlace);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const seen = (await companyInvoices()).find((i) => i.idFactura === invoice.idFactura);
    expect(seen).toMatchObject({
      estado: 'pendiente',
      concepto: 'Gestión de prácticas de verano (segundo turno)',
    });
    const companyPdf = await get(seen?.enlace ?? '', company);
    expect(companyPdf.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const notices = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, hotelUser.id), eq(notifications.titulo, 'Nueva factura')),
      );
    expect(notices).toHaveLength(1);
    expect(t.mailer.sent.map((m) => m.to)).toContain(hotelUser.email);

    const second = await post(calls.create.path, {
      idEmpresa: hotel.id,
      fecha: `${String(year)}-07-01`,
      concepto: 'Otra factura',
      importe: '10',
    });
    const next = Number(invoice.numero.slice(-4)) + 1;
    expect(datos<StaffInvoice>(second).numero).toBe(
      `F-${String(year)}-${String(next).padStart(4, '0')}`,
    );
  });

  it('stores an uploaded PDF as it is; refuses other files (46), duplicates (515) and unknown companies (404)', async () => {
    const file = await renderSectionedPdf({
      titulo: 'Factura externa',
      universidad: 'Universidad',
      referencia: 'EXT-1',
      creado: new Date(),
      secciones: [{ titulo: 'Detalle', lineas: [['Importe', '50 €']] }],
    });
    const base = {
      idEmpresa: hotel.id,
      numero: `EXT-${String(year)}-001`,
      fecha: `${String(year)}-02-01`,
      concepto: 'Factura emitida por el sistema económico',
      importe: '50.00',
      estado: 'pagada',
    };
    const res = await post(calls.create.path, {
      ...base,
      ficheroB64: file.toString('base64'),
      extension_adjunto: 'pdf',
    });
    expect(datos<StaffInvoice>(res)).toMatchObject({ subida: true, estado: 'pagada' });
    const stored = await get(datos<StaffInvoice>(res).enlace);
    expect(stored.rawPayload.equals(file)).toBe(true);

    const duplicate = await post(calls.create.path, base);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      status: 515,
      datos: { errores: [{ campo: 'numero' }] },
    });

    const notPdf = await post(calls.create.path, {
      ...base,
      numero: 'EXT-otro',
      ficheroB64: Buffer.from('no soy un pdf').toString('base64'),
      extension_adjunto: 'pdf',
    });
    expect(notPdf.json()).toMatchObject({ status: 46 });

    expect(
      (await post(calls.create.path, { ...base, numero: 'EXT-x', idEmpresa: 999999 })).statusCode,
    ).toBe(404);
    const invalid = await post(calls.create.path, {
      ...base,
      numero: 'EXT-y',
      importe: '-3',
      concepto: '',
    });
    expect(invalid.statusCode).toBe(400);
    const campos = invalid
      .json<{ datos: { errores: { campo: string }[] } }>()
      .datos.errores.map((e) => e.campo);
    expect(campos).toEqual(expect.arrayContaining(['importe', 'concepto']));
  });

  it('changes the state (paid, pending, cancelled) with the allowed transitions, audited', async () => {
    const [pending] = datos<StaffInvoice[]>(
      await get(`${calls.list.path}?idEmpresa=${String(hotel.id)}&estado=pendiente`),
    );
    const id = pending?.idFactura ?? 0;
    const paid = await post(calls.changeState.path, { idFactura: id, estado: 'pagada' });
    expect(datos<StaffInvoice>(paid).estadoTexto).toBe('Pagada');
    expect((await companyInvoices('?estado=pagada')).some((i) => i.idFactura === id)).toBe(true);
    const back = await post(calls.changeState.path, { idFactura: id, estado: 'pendiente' });
    expect(datos<StaffInvoice>(back).estado).toBe('pendiente');
    const cancelled = await post(calls.changeState.path, { idFactura: id, estado: 'anulada' });
    expect(datos<StaffInvoice>(cancelled).estado).toBe('anulada');
    const final = await post(calls.changeState.path, { idFactura: id, estado: 'pagada' });
    expect(final.statusCode).toBe(409);
    expect(final.json()).toMatchObject({ status: 14 });
    expect(
      (await post(calls.changeState.path, { idFactura: 999999, estado: 'pagada' })).statusCode,
    ).toBe(404);
    const audit = await t.ctx.db
      .select({ accion: auditLog.accion })
      .from(auditLog)
      .where(and(eq(auditLog.entidad, 'factura'), eq(auditLog.entidadId, String(id))));
    expect(audit.map((a) => a.accion)).toEqual([
      'factura.pagada',
      'factura.pendiente',
      'factura.anulada',
    ]);
  });

  it('exports as XLSX and CSV', async () => {
    const xlsx = await get(`${calls.export.path}?idEmpresa=${String(hotel.id)}`);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await get(
      `${calls.export.path}?formato=csv&idEmpresa=${String(hotel.id)}&anio=${String(year - 2)}`,
    );
    expect(csv.rawPayload.toString('utf8')).toBe(
      `\uFEFF"Número";"Fecha";"Empresa";"CIF";"Concepto";"Importe (€)";"Estado";"Origen"\r\n"H-${String(year - 2)}-0031";"${String(year - 2)}-05-10";"Hostelería Cantábrico";"${hotel.cif}";"Gestión de prácticas curriculares";"242.00";"Pagada";"Generada"\r\n`,
    );
  });

  it('exports the state in English when asked (header, state and origin)', async () => {
    const csv = await get(
      `${calls.export.path}?formato=csv&idEmpresa=${String(hotel.id)}&anio=${String(year - 2)}`,
      { ...staff, 'accept-language': 'en-GB,en' },
    );
    // Named in the reader's language after the day in Madrid, as every back-office list.
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''invoices-${spanishDay()}.csv`,
    );
    expect(csv.rawPayload.toString('utf8')).toBe(
      `\uFEFF"Number";"Date";"Company";"Tax id";"Concept";"Amount (€)";"State";"Origin"\r\n"H-${String(year - 2)}-0031";"${String(year - 2)}-05-10";"Hostelería Cantábrico";"${hotel.cif}";"Gestión de prácticas curriculares";"242.00";"Paid";"Generated"\r\n`,
    );
  });

  it('is for staff only: candidate and company tokens are refused', async () => {
    const candidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
    for (const headers of [candidate, company]) {
      expect((await get(calls.list.path, headers)).statusCode).toBe(403);
      expect((await get(calls.export.path, headers)).statusCode).toBe(403);
      expect((await get(calls.download.path.replace(':id', '1'), headers)).statusCode).toBe(403);
      expect(
        (await post(calls.changeState.path, { idFactura: 1, estado: 'pagada' }, headers))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await post(
            calls.create.path,
            { idEmpresa: hotel.id, fecha: '2026-01-01', concepto: 'Nada', importe: '1' },
            headers,
          )
        ).statusCode,
      ).toBe(403);
    }
  });
});
