import type { StaffContactMessage } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContactMessages } from '../../test/build-content.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createSmtpTestApp } from '../../test/smtp-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';
import { spanishDay } from '../../lib/dates.ts';
import { auditLog } from '../audit/audit.table.ts';
import { contactMessages } from './contact.table.ts';

const { app, ctx, database, inbox } = await createSmtpTestApp('contact', {
  CONTACT_MAIL_TO: 'orientacion@universidad-demo.es',
  CONTACT_RATE_PER_HOUR: '4',
});

interface Answer<T> {
  status: number;
  datos: T;
  mensaje: string | null;
}

const send = async (payload: object, ip = '203.0.113.1') => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Publico/enviaContacto',
    payload,
    remoteAddress: ip,
  });
  return {
    http: res.statusCode,
    body: res.json<Answer<{ idMensaje: number; errores: { campo: string; mensaje: string }[] }>>(),
  };
};

const login = async (email: string, ambito: 'PrivadoAlumno' | 'PrivadoEmpresa') => {
  const res = await app.inject({
    method: 'POST',
    url: ambito === 'PrivadoEmpresa' ? '/api/Empresa/logaUsuario' : '/api/Alumno/logaUsuario',
    payload: { eUsuario: email, ePassword: 'Demo1234', eAmbito: ambito },
  });
  return { authorization: `Bearer ${res.json<Answer<{ token: string }>>().datos.token}` };
};
const officeUser = await buildStaff(database.db, 'gestor');
const staff = () => staffHeader({ app } as TestApp, officeUser.email);

// The inbox: one pending message (three hours old) and one handled a day after it came.
await buildContactMessages(database.db, officeUser.id);

const message = {
  nombre: 'Laura Gil Ortega',
  email: 'laura.gil@correo.example',
  perfil: 'estudiante',
  asunto: 'Prácticas en verano',
  mensaje: '¿Puedo hacer prácticas extracurriculares en julio si ya terminé las curriculares?',
  aceptaPoliticaPrivacidad: true,
};

describe('enviaContacto (public contact form)', () => {
  it('stores the message and mails it to the careers office with the sender as reply-to', async () => {
    const { http, body } = await send(message, '203.0.113.10');
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    const [row] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.datos.idMensaje));
    expect(row).toMatchObject({
      nombre: 'Laura Gil Ortega',
      perfil: 'estudiante',
      asunto: 'Prácticas en verano',
      handledAt: null,
      ip: '203.0.113.10',
    });
    const mail = await inbox.next('orientacion@universidad-demo.es');
    expect(mail.raw).toMatch(/Reply-To: laura\.gil@correo\.example/i);
    expect(mail.body).toContain('Laura Gil Ortega');
    expect(mail.body).toContain('Estudiante o titulado/a');
    expect(mail.body).toContain('extracurriculares en julio');
    expect(mail.body).toContain('https://empleo.example.es/gestion/contacto');
  });

  it('refuses bad fields with 400 and the Spanish message of each field', async () => {
    const { http, body } = await send(
      {
        nombre: 'Al',
        email: 'no-es-un-correo',
        perfil: 'otro-perfil',
        asunto: '',
        mensaje: 'corto',
        aceptaPoliticaPrivacidad: false,
      },
      '203.0.113.20',
    );
    expect(http).toBe(400);
    expect(body.status).toBe(400);
    const byField = Object.fromEntries(body.datos.errores.map((e) => [e.campo, e.mensaje]));
    expect(byField).toMatchObject({
      nombre: 'El campo no tiene la longitud mínima requerida',
      email: 'Debes indicar una dirección de correo electrónico válida',
      asunto: 'Este campo es requerido',
      mensaje: 'El campo no tiene la longitud mínima requerida',
      aceptaPoliticaPrivacidad: 'Debes aceptar la política de privacidad',
    });
    expect(byField.perfil).toBeDefined();
  });

  it('throttles one address (429) while another still gets through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await send(message, '203.0.113.30')).http);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses[4]).toBe(429);
    expect((await send(message, '203.0.113.31')).http).toBe(200);
  });
});

describe('contact inbox (gestor)', () => {
  it('lists pending messages newest first, marks one handled (audited) and reopens it', async () => {
    const headers = await staff();
    const pending = await app.inject({
      method: 'GET',
      url: '/api/Gestion/dameMensajesContacto',
      headers,
    });
    const items = pending.json<Answer<StaffContactMessage[]>>().datos;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((m) => !m.atendido)).toBe(true);
    expect(items.map((m) => m.nombre)).toContain('Alberto Serrano Vega');
    const sorted = [...items].sort((a, b) => b.recibido.localeCompare(a.recibido));
    expect(items.map((m) => m.idMensaje)).toEqual(sorted.map((m) => m.idMensaje));

    const target = items.find((m) => m.nombre === 'Alberto Serrano Vega');
    const marked = await app.inject({
      method: 'POST',
      url: `/api/Gestion/atiendeMensajeContacto/${String(target?.idMensaje)}`,
      payload: { atendido: true },
      headers,
    });
    expect(marked.json<Answer<StaffContactMessage>>().datos).toMatchObject({
      atendido: true,
      atendidoPor: `${officeUser.nombre} ${officeUser.apellidos}`,
    });
    const handled = await app.inject({
      method: 'GET',
      url: '/api/Gestion/dameMensajesContacto?estado=atendidos',
      headers,
    });
    expect(handled.json<Answer<StaffContactMessage[]>>().datos.map((m) => m.nombre)).toEqual(
      expect.arrayContaining(['Alberto Serrano Vega', 'Inés Ramos Paredes']),
    );

    const reopened = await app.inject({
      method: 'POST',
      url: `/api/Gestion/atiendeMensajeContacto/${String(target?.idMensaje)}`,
      payload: { atendido: false },
      headers,
    });
    expect(reopened.json<Answer<StaffContactMessage>>().datos).toMatchObject({
      atendido: false,
      atendidoEl: null,
      atendidoPor: null,
    });
    const audit = await ctx.db
      .select({ accion: auditLog.accion })
      .from(auditLog)
      .where(eq(auditLog.entidad, 'mensaje_contacto'))
      .orderBy(desc(auditLog.id));
    expect(audit.map((a) => a.accion).slice(0, 2)).toEqual([
      'contacto.reabrir',
      'contacto.atender',
    ]);
  });

  it('answers 404 for an unknown message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Gestion/atiendeMensajeContacto/999999',
      payload: { atendido: true },
      headers: await staff(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<Answer<null>>().status).toBe(404);
  });

  it('exports the inbox as CSV (formulas neutralised) and as XLSX', async () => {
    const headers = await staff();
    await send(
      { ...message, asunto: '=HYPERLINK("http://x")', nombre: 'Pedro Formula' },
      '203.0.113.40',
    );
    const csv = await app.inject({
      method: 'GET',
      url: '/api/Gestion/exportaMensajesContacto?estado=todos&formato=csv',
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(
      `mensajes-contacto-todos-${spanishDay()}.csv`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Número";"Recibido";"Nombre y apellidos";"Correo electrónico";"Perfil";"Asunto";"Mensaje";"Atendido";"Atendido el";"Atendido por"',
    );
    expect(csv.body).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(csv.body).toContain('"Inés Ramos Paredes"');

    const xlsx = await app.inject({
      method: 'GET',
      url: '/api/Gestion/exportaMensajesContacto?estado=pendientes&formato=xlsx',
      headers,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('exports the inbox in English when asked, and in Spanish as before otherwise', async () => {
    const headers = await staff();
    await send({ ...message, nombre: 'Olivia Traducida' }, '203.0.113.41');
    const linesIn = async (language?: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/Gestion/exportaMensajesContacto?estado=pendientes&formato=csv',
        headers: language ? { ...headers, 'accept-language': language } : headers,
      });
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };

    const spanish = await linesIn();
    expect(spanish[0]).toBe(
      '"Número";"Recibido";"Nombre y apellidos";"Correo electrónico";"Perfil";"Asunto";"Mensaje";"Atendido";"Atendido el";"Atendido por"',
    );
    expect(spanish.find((line) => line.includes('Olivia Traducida'))).toContain(
      '"Estudiante o titulado/a";"Prácticas en verano";',
    );
    expect(spanish.find((line) => line.includes('Olivia Traducida'))).toContain(';"No";"";""');

    const english = await linesIn('en-GB,en');
    expect(english[0]).toBe(
      '"Number";"Received";"Full name";"Email";"Profile";"Subject";"Message";"Handled";"Handled on";"Handled by"',
    );
    const row = english.find((line) => line.includes('Olivia Traducida'));
    expect(row).toContain('"Student or graduate";"Prácticas en verano";');
    expect(row).toContain(';"No";"";""');

    const xlsx = await app.inject({
      method: 'GET',
      url: '/api/Gestion/exportaMensajesContacto?estado=pendientes&formato=xlsx',
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''contact-messages-pending-${spanishDay()}.xlsx`,
    );
    expect(xlsxText(xlsx.rawPayload)).toContain('Handled by');
    expect(xlsxText(xlsx.rawPayload)).toContain('Student or graduate');
  });

  it('is for the careers office only: candidates and companies get 403, anonymous 401', async () => {
    const candidate = await login((await buildCandidate(database.db)).email, 'PrivadoAlumno');
    const company = await login((await buildCompany(database.db)).user.email, 'PrivadoEmpresa');
    for (const headers of [candidate, company]) {
      for (const [method, url] of [
        ['GET', '/api/Gestion/dameMensajesContacto'],
        ['GET', '/api/Gestion/exportaMensajesContacto'],
        ['POST', '/api/Gestion/atiendeMensajeContacto/1'],
      ] as const) {
        const res = await app.inject({
          method,
          url,
          headers,
          ...(method === 'POST' ? { payload: { atendido: true } } : {}),
        });
        expect(res.statusCode).toBe(403);
      }
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/Gestion/dameMensajesContacto' });
    expect(anonymous.statusCode).toBe(401);
  });
});
