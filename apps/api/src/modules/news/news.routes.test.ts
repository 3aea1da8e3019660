import type { NewsDetail, NewsPage, StaffNewsItem } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffHeader } from '../../test/company-fixtures.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { buildPublicNews } from '../../test/build-content.ts';
import { createTestApp } from '../../test/test-app.ts';
import { xlsxText } from '../../test/xlsx-text.ts';
import { auditLog } from '../audit/audit.table.ts';
import { newsItems } from './news.table.ts';

const t = await createTestApp();
const editor = await buildStaff(t.ctx.db, 'gestor');
const staff = () => staffHeader(t, editor.email);

// The public news: three published news items, a draft, one scheduled for next week, and two
// press items (see buildPublicNews).
await buildPublicNews(t.ctx.db, editor.id);

interface Answer<T> {
  status: number;
  datos: T;
  mensaje: string | null;
}

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { http: res.statusCode, body: res.json<Answer<T>>() };
};
const post = async <T>(url: string, payload: unknown, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { http: res.statusCode, body: res.json<Answer<T>>() };
};

const validBody = {
  tipo: 'noticia',
  titulo: 'Jornada de orientación para titulados',
  entradilla: 'Una mañana para preparar la búsqueda de empleo.',
  cuerpo:
    '<p onclick="x()">Plazas <strong>limitadas</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">mal</a>',
  fechaPublicacion: '2026-01-15',
  fuente: '',
  enlaceExterno: '',
  urlImagen: '',
};

describe('dameNoticias / dameNoticia (public)', () => {
  it('lists published news whose day has come, newest first, without drafts or scheduled items', async () => {
    const { http, body } = await get<NewsPage>('/api/Publico/dameNoticias?tipo=noticia');
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(body.datos.elementos.map((n) => n.titulo)).toEqual([
      'Abierta la inscripción al Foro de Empleo 2027',
      'Nuevo programa de prácticas internacionales',
      'Horario de verano del Servicio de Empleo',
    ]);
    expect(body.datos).toMatchObject({ total: 3, pagina: 1, porPagina: 10 });
    expect(body.datos.elementos[0]).toMatchObject({
      tipo: 'noticia',
      urlImagen: '/brand/evento-foro.svg',
      fuente: null,
    });
    expect(body.datos.elementos[0]?.fechaPublicacion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists press items with their outlet and link', async () => {
    const { body } = await get<NewsPage>('/api/Publico/dameNoticias?tipo=prensa');
    expect(body.datos.elementos.map((n) => [n.titulo, n.fuente])).toEqual([
      ['La universidad, entre las diez mejores en empleabilidad', 'Diario de la Educación'],
      ['Entrevista a la directora del Servicio de Empleo', 'Radio Campus'],
    ]);
    expect(body.datos.elementos[0]?.enlaceExterno).toBe(
      'https://prensa.example/universidad-empleabilidad',
    );
  });

  it('pages the list and refuses a bad page or kind naming the field', async () => {
    const page2 = await get<NewsPage>('/api/Publico/dameNoticias?tipo=noticia&pagina=2');
    expect(page2.body.datos).toMatchObject({ elementos: [], total: 3, pagina: 2 });
    const bad = await get<{ errores: { campo: string }[] }>(
      '/api/Publico/dameNoticias?tipo=blog&pagina=0',
    );
    expect(bad.http).toBe(400);
    expect(bad.body.status).toBe(400);
    expect(bad.body.datos.errores.map((e) => e.campo).sort()).toEqual(['pagina', 'tipo']);
  });

  it('gives a published item with its sanitised body, and 404 for drafts, scheduled or unknown ids', async () => {
    const list = await get<NewsPage>('/api/Publico/dameNoticias?tipo=noticia');
    const first = list.body.datos.elementos[0];
    const item = await get<NewsDetail>(`/api/Publico/dameNoticia/${String(first?.idNoticia)}`);
    expect(item.body.status).toBe(0);
    expect(item.body.datos.cuerpo).toContain('<strong>Foro de Empleo 2027</strong>');
    const hidden = await t.ctx.db
      .select({ id: newsItems.id, titulo: newsItems.titulo })
      .from(newsItems)
      .where(eq(newsItems.publicada, false));
    const scheduled = await t.ctx.db
      .select({ id: newsItems.id })
      .from(newsItems)
      .where(eq(newsItems.titulo, 'Resultados del estudio de inserción laboral'));
    for (const id of [hidden[0]?.id, scheduled[0]?.id, 999999]) {
      const res = await get<null>(`/api/Publico/dameNoticia/${String(id)}`);
      expect(res.http).toBe(404);
      expect(res.body.status).toBe(404);
    }
  });
});

describe('news editor (gestor)', () => {
  it('creates a draft with a sanitised body, edits, publishes, withdraws and deletes it, auditing each step', async () => {
    const headers = await staff();
    const created = await post<StaffNewsItem>('/api/Gestion/addNoticia', validBody, headers);
    expect(created.body.status).toBe(0);
    const item = created.body.datos;
    expect(item).toMatchObject({ publicada: false, fuente: null, enlaceExterno: null });
    expect(item.cuerpo).toContain('<strong>limitadas</strong>');
    for (const bad of ['<script', 'onclick', 'javascript:']) {
      expect(item.cuerpo).not.toContain(bad);
    }
    const [stored] = await t.ctx.db
      .select()
      .from(newsItems)
      .where(eq(newsItems.id, item.idNoticia));
    expect(stored?.cuerpo).not.toContain('<script');

    const publicBefore = await get<null>(`/api/Publico/dameNoticia/${String(item.idNoticia)}`);
    expect(publicBefore.http).toBe(404);

    const edited = await post<StaffNewsItem>(
      `/api/Gestion/editNoticia/${String(item.idNoticia)}`,
      { ...validBody, tipo: 'prensa', titulo: 'Titular en prensa', fuente: 'Gaceta' },
      headers,
    );
    expect(edited.body.datos).toMatchObject({
      tipo: 'prensa',
      titulo: 'Titular en prensa',
      fuente: 'Gaceta',
    });

    const published = await post<StaffNewsItem>(
      `/api/Gestion/publicaNoticia/${String(item.idNoticia)}`,
      { publicada: true },
      headers,
    );
    expect(published.body.datos.publicada).toBe(true);
    const press = await get<NewsPage>('/api/Publico/dameNoticias?tipo=prensa');
    expect(press.body.datos.elementos.map((n) => n.titulo)).toContain('Titular en prensa');

    const withdrawn = await post<StaffNewsItem>(
      `/api/Gestion/publicaNoticia/${String(item.idNoticia)}`,
      { publicada: false },
      headers,
    );
    expect(withdrawn.body.datos.publicada).toBe(false);

    const list = await get<StaffNewsItem[]>('/api/Gestion/dameNoticias', headers);
    expect(list.body.datos.some((n) => n.idNoticia === item.idNoticia)).toBe(true);
    expect(list.body.datos.some((n) => !n.publicada)).toBe(true);
    const one = await get<StaffNewsItem>(
      `/api/Gestion/dameNoticia/${String(item.idNoticia)}`,
      headers,
    );
    expect(one.body.datos.titulo).toBe('Titular en prensa');

    const removed = await post<null>(
      `/api/Gestion/deleteNoticia/${String(item.idNoticia)}`,
      {},
      headers,
    );
    expect(removed.body.status).toBe(0);
    const gone = await get<null>(`/api/Gestion/dameNoticia/${String(item.idNoticia)}`, headers);
    expect(gone.http).toBe(404);

    const audit = await t.ctx.db
      .select({ accion: auditLog.accion })
      .from(auditLog)
      .where(eq(auditLog.entidadId, String(item.idNoticia)))
      .orderBy(desc(auditLog.id));
    expect(audit.map((a) => a.accion)).toEqual(
      expect.arrayContaining([
        'noticia.crear',
        'noticia.editar',
        'noticia.publicar',
        'noticia.retirar',
        'noticia.borrar',
      ]),
    );
  });

  it('refuses bad fields with 400 naming each one in Spanish', async () => {
    const { http, body } = await post<{ errores: { campo: string; mensaje: string }[] }>(
      '/api/Gestion/addNoticia',
      {
        tipo: 'blog',
        titulo: 'ab',
        entradilla: '',
        cuerpo: '',
        fechaPublicacion: '2026-02-30',
        enlaceExterno: 'javascript:alert(1)',
      },
      await staff(),
    );
    expect(http).toBe(400);
    const byField = Object.fromEntries(body.datos.errores.map((e) => [e.campo, e.mensaje]));
    expect(byField).toMatchObject({
      titulo: 'El campo no tiene la longitud mínima requerida',
      entradilla: 'Este campo es requerido',
      cuerpo: 'Este campo es requerido',
      fechaPublicacion: 'El campo está mal formado',
      enlaceExterno: 'El campo está mal formado',
    });
    expect(byField.tipo).toBeDefined();
  });

  it('answers 404 for unknown items on edit, publish, delete', async () => {
    const headers = await staff();
    for (const [url, payload] of [
      ['/api/Gestion/editNoticia/999999', validBody],
      ['/api/Gestion/publicaNoticia/999999', { publicada: true }],
      ['/api/Gestion/deleteNoticia/999999', {}],
    ] as const) {
      const res = await post<null>(url, payload, headers);
      expect(res.http).toBe(404);
      expect(res.body.status).toBe(404);
    }
  });

  it('exports the list searched by every word of the title or source, as CSV and XLSX', async () => {
    const headers = await staff();
    const draft = await post<StaffNewsItem>(
      '/api/Gestion/addNoticia',
      {
        ...validBody,
        titulo: 'Convenio exportable con la patronal',
        fechaPublicacion: '2026-03-02',
      },
      headers,
    );
    const press = await post<StaffNewsItem>(
      '/api/Gestion/addNoticia',
      {
        ...validBody,
        tipo: 'prensa',
        titulo: 'Entrevista exportable al vicerrector',
        fuente: 'Diario Económico',
        enlaceExterno: 'https://prensa.example.com/entrevista',
        fechaPublicacion: '2026-03-01',
      },
      headers,
    );
    const pressId = press.body.datos.idNoticia;
    await post(`/api/Gestion/publicaNoticia/${String(pressId)}`, { publicada: true }, headers);
    const file = (url: string) => t.app.inject({ method: 'GET', url, headers });
    const csvLines = (body: string) => body.replace('\uFEFF', '').trim().split('\r\n');

    // Words of the title and of the source, in another order, accents and case ignored.
    const csv = await file('/api/Gestion/exportaNoticias?formato=csv&texto=ECONOMICO%20exportable');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('noticias-');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('"Id";"Título";"Tipo";"Fecha de publicación";"Fuente";"Estado";"Enlace"');
    expect(lines.slice(1)).toEqual([
      `"${String(pressId)}";"Entrevista exportable al vicerrector";"Prensa";"2026-03-01";"Diario Económico";"Publicada";"https://prensa.example.com/entrevista"`,
    ]);
    const both = csvLines(
      (await file('/api/Gestion/exportaNoticias?formato=csv&texto=exportable')).body,
    );
    expect(both.slice(1).map((line) => line.split(';')[1])).toEqual([
      '"Convenio exportable con la patronal"',
      '"Entrevista exportable al vicerrector"',
    ]);
    expect(both[1]).toContain('"Noticia";"2026-03-02";"";"Borrador"');

    const xlsx = await file('/api/Gestion/exportaNoticias?formato=xlsx&texto=patronal');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = xlsxText(xlsx.rawPayload);
    expect(sheet).toContain('Fecha de publicación');
    expect(sheet).toContain('Convenio exportable con la patronal');
    expect(sheet).not.toContain('Entrevista exportable al vicerrector');
    expect((await file('/api/Gestion/exportaNoticias?formato=doc')).statusCode).toBe(400);

    for (const id of [draft.body.datos.idNoticia, pressId]) {
      await post(`/api/Gestion/deleteNoticia/${String(id)}`, {}, headers);
    }
  });

  it('is for the careers office only: candidates and companies get 403, anonymous 401', async () => {
    const candidate = await t.authHeader((await buildCandidate(t.ctx.db)).email);
    const company = await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa');
    for (const headers of [candidate, company]) {
      expect((await get<null>('/api/Gestion/dameNoticias', headers)).http).toBe(403);
      expect((await post<null>('/api/Gestion/addNoticia', validBody, headers)).http).toBe(403);
      expect((await get<null>('/api/Gestion/exportaNoticias?formato=csv', headers)).http).toBe(403);
      expect(
        (await post<null>('/api/Gestion/publicaNoticia/1', { publicada: true }, headers)).http,
      ).toBe(403);
    }
    const anonymous = await get<null>('/api/Gestion/dameNoticias');
    expect(anonymous.http).toBe(401);
    expect(anonymous.body.status).toBe(2);
    expect((await get<null>('/api/Gestion/exportaNoticias?formato=xlsx')).http).toBe(401);
  });
});
