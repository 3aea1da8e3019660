import { accountsHarness } from './accounts-test-harness.ts';
import { accountCalls } from '@portal/contracts';

import { describe, expect, it } from 'vitest';

import { cif } from '../../db/seed/ids.ts';

import { buildCompany } from '../../test/builders.ts';
import { tokenOf } from '../../test/smtp-inbox.ts';

import { companyAccountRequests } from './accounts.table.ts';
import {
  approveCompanyAccountRequest,
  listPendingCompanyAccountRequests,
} from './company-requests.service.ts';

const { ctx, inbox, post, login } = await accountsHarness();

let serial = 7_000_000;
const companyRequest = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    cif: cif('B', String(serial).slice(0, 7)),
    nombreEmpresa: 'Nueva Empresa S.L.',
    nombre: 'Marta',
    apellidos: 'Gómez Ruiz',
    email: `rrhh-${String(serial)}@nueva.es`,
    telefono: '910000000',
    mensaje: 'Queremos publicar ofertas de prácticas.',
    direccion: 'Calle Mayor 1, Madrid',
    idPais: 1,
    aceptaPoliticaPrivacidad: true,
    aceptaComunicaciones: true,
    ...overrides,
  };
};

describe('guardarUsuarioEmpresa and the approval by the careers office', () => {
  const url = accountCalls.requestCompanyAccount.path;

  it('stores the request (528); nobody signs in until it is approved; approval mails a set-password link (514)', async () => {
    const body = companyRequest();
    const res = await post(url, body);
    expect(res).toMatchObject({
      status: 0,
      mensaje: 'Tu solicitud se ha registrado correctamente.',
    });
    expect((await login(body.email, 'Cualquiera1', 'PrivadoEmpresa')).status).toBe(3);

    const pending = (await listPendingCompanyAccountRequests(ctx)).find(
      (r) => r.email === body.email,
    );
    expect(pending).toMatchObject({ cif: body.cif, estado: 'pendiente', idioma: 'es' });
    if (!pending) {
      return;
    }
    const approved = await approveCompanyAccountRequest(ctx, pending.id);
    const mail = await inbox.next(body.email);
    // The name in quotes: one that ends in a full stop ('S.L.') is not followed by another.
    expect(mail.body).toContain(
      'El Servicio de Empleo ha aprobado la cuenta de «Nueva Empresa S.L.». Para empezar',
    );
    expect(mail.body).toContain('https://empleo.example.es/establecer-login?token=');
    const token = tokenOf(mail, '/establecer-login');

    const setUrl = accountCalls.setCompanyPassword.path;
    expect((await post(setUrl, { token, password: 'debil', confirmacion: 'debil' })).status).toBe(
      28,
    );
    const set = await post(setUrl, { token, password: 'Empresa2024', confirmacion: 'Empresa2024' });
    expect(set).toMatchObject({
      status: 0,
      mensaje: 'Tu contraseña se ha establecido correctamente. Ya puedes iniciar sesión.',
    });
    const session = await login(body.email, 'Empresa2024', 'PrivadoEmpresa');
    expect(session.status).toBe(0);
    expect(
      (await post(setUrl, { token, password: 'Otra12345', confirmacion: 'Otra12345' })).status,
    ).toBe(42);
    await expect(approveCompanyAccountRequest(ctx, pending.id)).rejects.toMatchObject({
      code: 404,
    });
    expect(approved.companyId).toBeGreaterThan(0);
  });

  it('answers 33 to a malformed CIF', async () => {
    expect(await post(url, companyRequest({ cif: 'B1234' }))).toMatchObject({
      http: 400,
      status: 33,
    });
  });

  it('answers 16 for the email of a company user or of a waiting request', async () => {
    const { user } = await buildCompany(ctx.db);
    expect((await post(url, companyRequest({ email: user.email }))).status).toBe(16);
    const body = companyRequest();
    expect((await post(url, body)).status).toBe(0);
    expect((await post(url, companyRequest({ email: body.email.toUpperCase() }))).status).toBe(16);
  });

  it('requires both consents (400)', async () => {
    const res = await post(
      url,
      companyRequest({ aceptaComunicaciones: false, aceptaPoliticaPrivacidad: false }),
    );
    expect(res.status).toBe(400);
    expect(
      res.datos.errores
        .map((e) => ({ campo: e.campo, mensaje: e.mensaje }))
        .sort((a, b) => a.campo.localeCompare(b.campo)),
    ).toEqual([
      {
        campo: 'aceptaComunicaciones',
        mensaje:
          'Debes aceptar recibir los mensajes del Servicio de Empleo sobre tu cuenta y tus ofertas',
      },
      { campo: 'aceptaPoliticaPrivacidad', mensaje: 'Debes aceptar la política de privacidad' },
    ]);
  });
});

describe('the account request table', () => {
  it('keeps one pending request per email (database constraint)', async () => {
    const body = companyRequest();
    await ctx.db.insert(companyAccountRequests).values({ ...body, idioma: 'es' });
    await expect(
      ctx.db.insert(companyAccountRequests).values({ ...body, email: body.email.toUpperCase() }),
    ).rejects.toThrow();
  });
});
