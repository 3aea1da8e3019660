import type { ContentFile } from '@portal/contracts';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { pdfOf, pngOf } from '../cv/cv-test-helpers.ts';

const t = await createTestApp();
const managerUser = await buildStaff(t.ctx.db, 'gestor');
const manager = await staffHeader(t, managerUser.email);
const candidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
const company = await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa');

type Answer<T> = { status: number; datos: T; mensaje: string | null };
const upload = async (body: object, headers: Record<string, string> = manager) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Gestion/subirArchivoContenido',
    headers,
    payload: body,
  });
  return { res, body: res.json<Answer<ContentFile>>() };
};
const fileOf = (uso: string, nombre: string, extension: string, data: Buffer) => ({
  uso,
  nombre,
  extension_adjunto: extension,
  ficheroB64ParaAltas: data.toString('base64'),
});
const errorsOf = (body: Answer<unknown>) =>
  (body.datos as { errores: { campo: string; codigo: string; mensaje: string }[] }).errores;
const lastAudit = async () =>
  (await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

const png = pngOf(40, 30);
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 0x20),
  Buffer.from([0xff, 0xd9]),
]);
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);

describe('images of news, events and programmes', () => {
  for (const uso of ['evento', 'noticia', 'programa']) {
    it(`${uso}: a real PNG is stored and served publicly at the address answered`, async () => {
      const { res, body } = await upload(fileOf(uso, 'cartel.png', 'png', png));
      expect(res.statusCode).toBe(200);
      expect(body.datos).toMatchObject({
        uso,
        nombre: 'cartel.png',
        mime: 'image/png',
        bytes: png.length,
        url: expect.stringMatching(/^\/api\/Publico\/archivoContenido\/[0-9a-f-]{36}\.png$/),
      });
      const served = await t.app.inject({ method: 'GET', url: body.datos.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(png)).toBe(true);
      expect(await lastAudit()).toMatchObject({
        actorEmail: managerUser.email,
        accion: 'archivo_contenido.subir',
        despues: { uso, nombre: 'cartel.png', bytes: png.length },
      });
    });
  }

  it('accepts a JPEG named .jpeg', async () => {
    const { body } = await upload(fileOf('evento', 'foto.jpeg', 'jpeg', jpeg));
    expect(body.datos.mime).toBe('image/jpeg');
  });

  it('refuses by content: a PDF or a zip renamed .png, and a GIF, with 46 naming the field', async () => {
    for (const [extension, data, campo] of [
      ['png', pdfOf(), 'ficheroB64ParaAltas'],
      ['jpg', zip, 'ficheroB64ParaAltas'],
      ['gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'extension_adjunto'],
      ['pdf', pdfOf(), 'extension_adjunto'],
    ] as const) {
      const { res, body } = await upload(fileOf('noticia', `x.${extension}`, extension, data));
      expect(res.statusCode, extension).toBe(400);
      expect(body.status).toBe(46);
      expect(errorsOf(body)).toEqual([
        { campo, codigo: 'file_type', mensaje: 'Este tipo de fichero no esta permitido' },
      ]);
      expect(body.mensaje).toBe('Este tipo de fichero no esta permitido');
    }
    // In English the message says it in English too, as its field error does.
    const english = await upload(fileOf('noticia', 'x.png', 'png', pdfOf()), {
      ...manager,
      'accept-language': 'en-GB,en',
    });
    expect(english.body.mensaje).toBe('This file type is not allowed');
    expect(errorsOf(english.body)[0]?.mensaje).toBe('This file type is not allowed');
  });

  it('refuses an image over 2 MB with a clear message', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const { res, body } = await upload(fileOf('evento', 'grande.png', 'png', big));
    expect(res.statusCode).toBe(400);
    expect(body.status).toBe(46);
    expect(errorsOf(body)).toEqual([
      {
        campo: 'ficheroB64ParaAltas',
        codigo: 'file_size',
        mensaje: 'La imagen supera el tamaño máximo permitido (2 MB).',
      },
    ]);
  });
});

describe('a guide’s image and file', () => {
  it('stores a PDF and serves it only to signed-in users', async () => {
    const pdf = pdfOf(900);
    const { body } = await upload(fileOf('guia-fichero', 'Guía del CV.pdf', 'pdf', pdf));
    expect(body.datos.url).toMatch(/^\/api\/Usuario\/archivoContenido\/[0-9a-f-]{36}\.pdf$/);
    const clave = body.datos.url.split('/').pop() ?? '';
    const anonymous = await t.app.inject({ method: 'GET', url: body.datos.url });
    expect(anonymous.statusCode).toBe(401);
    const viaPublic = await t.app.inject({
      method: 'GET',
      url: `/api/Publico/archivoContenido/${clave}`,
    });
    expect(viaPublic.statusCode).toBe(404);
    for (const headers of [candidate, company, manager]) {
      const res = await t.app.inject({ method: 'GET', url: body.datos.url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdf)).toBe(true);
      expect(res.headers['content-disposition']).toBe(
        "attachment; filename*=UTF-8''Gu%C3%ADa%20del%20CV.pdf",
      );
    }
  });

  it('refuses a PDF named .docx and an executable', async () => {
    const { res, body } = await upload(fileOf('guia-fichero', 'x.docx', 'docx', pdfOf()));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(body)[0]?.campo).toBe('ficheroB64ParaAltas');
    const exe = await upload(fileOf('guia-fichero', 'x.exe', 'exe', Buffer.from('MZ\x90\x00')));
    expect(errorsOf(exe.body)[0]?.campo).toBe('extension_adjunto');
  });

  it('refuses a file over 5000 KB', async () => {
    const big = pdfOf(5000 * 1024 + 1);
    const { body } = await upload(fileOf('guia-fichero', 'grande.pdf', 'pdf', big));
    expect(errorsOf(body)).toEqual([
      {
        campo: 'ficheroB64ParaAltas',
        codigo: 'file_size',
        mensaje: 'El fichero supera el tamaño máximo permitido (5000 KB).',
      },
    ]);
  });

  it('the guide image is private too', async () => {
    const { body } = await upload(fileOf('guia-imagen', 'portada.png', 'png', png));
    expect(body.datos.url).toMatch(/^\/api\/Usuario\/archivoContenido\//);
  });
});

describe('validation and roles', () => {
  it('names a missing use and an empty file', async () => {
    const { res, body } = await upload({ nombre: 'x.png', extension_adjunto: 'png' });
    expect(res.statusCode).toBe(400);
    expect(
      errorsOf(body)
        .map((e) => e.campo)
        .sort(),
    ).toEqual(['ficheroB64ParaAltas', 'uso']);
  });

  it('refuses candidates, companies and visitors', async () => {
    for (const headers of [candidate, company]) {
      const { res } = await upload(fileOf('evento', 'a.png', 'png', png), headers);
      expect(res.statusCode).toBe(403);
    }
    expect((await upload(fileOf('evento', 'a.png', 'png', png), {})).res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/Publico/archivoContenido/00000000-0000-0000-0000-000000000000.png',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/Publico/archivoContenido/..%2F..%2Fetc%2Fpasswd',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
