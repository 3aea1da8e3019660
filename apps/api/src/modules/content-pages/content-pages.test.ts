import type { ContentPage, HelpPage, StaffContentPage, StaffFaqItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { type Answer, staffContentClient } from '../../test/staff-content-client.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const { manager, managerEmail, candidate, company, get, post, lastAudit } =
  await staffContentClient(t);

const fieldsOf = (body: Answer<unknown>) =>
  (body.datos as { errores: { campo: string; mensaje: string }[] }).errores;

describe('the pages as the migration wrote them (the texts the locale files had)', () => {
  it('orientation: the university’s name, five anchored sections and their index', async () => {
    const { res, body } = await get<ContentPage>('/api/Alumno/dameOrientacionLaboral', candidate);
    expect(res.statusCode).toBe(200);
    expect(body.datos.contenido).toContain(
      'El servicio de orientación laboral de la Universidad de Demostración te acompaña',
    );
    expect(body.datos.indice.map((e) => e.titulo)).toEqual([
      'Qué es la orientación laboral',
      'Tu currículum',
      'Búsqueda de empleo y prácticas',
      'La entrevista de trabajo',
      'Tus derechos en las prácticas',
    ]);
    expect(body.datos.indice[1]).toEqual({
      ancla: 'orientacion-tu-curriculum',
      titulo: 'Tu currículum',
      nivel: 2,
    });
    expect(body.datos.contenido).toContain('<h2 id="orientacion-tu-curriculum">Tu currículum</h2>');
    const en = await get<ContentPage>('/api/Alumno/dameOrientacionLaboral?idioma=en', candidate);
    expect(en.body.datos.indice[1]?.titulo).toBe('Your CV');
  });

  it('help: each role gets its own FAQ in order, and the contact address of the brand', async () => {
    const mine = await get<HelpPage>('/api/Alumno/dameAyuda', candidate);
    expect(mine.body.datos.preguntas).toHaveLength(8);
    expect(mine.body.datos.preguntas[2]).toMatchObject({
      pregunta: '¿Cómo me inscribo en una oferta?',
      respuesta: expect.stringContaining('pulsa Inscribirme'),
      ancla: expect.stringMatching(/^ayuda-pregunta-\d+$/),
    });
    expect(mine.body.datos.emailContacto).toBe('practicas@universidad-demo.es');
    const theirs = await get<HelpPage>('/api/Empresa/dameAyuda?idioma=en', company);
    expect(theirs.body.datos.preguntas[0]?.pregunta).toBe('How do I publish an offer?');
    expect(theirs.body.datos.preguntas[2]?.respuesta).toContain('Universidad de Demostración');
  });

  it('refuses a bad language naming the field, and the other role’s call', async () => {
    const bad = await get<unknown>('/api/Alumno/dameAyuda?idioma=fr', candidate);
    expect(bad.res.statusCode).toBe(400);
    expect(fieldsOf(bad.body).map((e) => e.campo)).toEqual(['idioma']);
    expect((await get('/api/Empresa/dameAyuda', candidate)).res.statusCode).toBe(403);
    expect((await get('/api/Alumno/dameAyuda', company)).res.statusCode).toBe(403);
    expect((await get('/api/Alumno/dameOrientacionLaboral', company)).res.statusCode).toBe(403);
    expect((await get('/api/Alumno/dameOrientacionLaboral', {})).res.statusCode).toBe(401);
  });
});

describe('the careers office edits the pages', () => {
  it('lists both pages in both languages', async () => {
    const { body } = await get<StaffContentPage[]>('/api/Gestion/damePaginasContenido', manager);
    expect(body.datos.map((p) => `${p.pagina}/${p.idioma}`)).toEqual([
      'ayuda/en',
      'ayuda/es',
      'orientacion/en',
      'orientacion/es',
    ]);
    expect(body.datos[3]?.contenido).toContain('{{universidad}}');
  });

  it('saves sanitised HTML, audits before/after, and readers see it at once', async () => {
    const { body } = await post<StaffContentPage>('/api/Gestion/editPaginaContenido', {
      pagina: 'orientacion',
      idioma: 'en',
      contenido:
        '<p onclick="x()">Hello from {{universidad}}</p><script>alert(1)</script><h2 style="color:red">Mentoring</h2><h3>Tuesdays</h3><p><a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)></p>',
    });
    expect(body.status).toBe(0);
    expect(body.datos.contenido).toBe(
      '<p>Hello from {{universidad}}</p><h2>Mentoring</h2><h3>Tuesdays</h3><p><a rel="noopener noreferrer">bad</a></p>',
    );
    expect(body.datos.actualizadaPor).toBe(managerEmail);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorEmail: managerEmail,
      accion: 'pagina_contenido.editar',
      entidadId: 'orientacion/en',
      antes: { contenido: expect.stringContaining('Your CV') },
      despues: { contenido: body.datos.contenido },
    });
    const read = await get<ContentPage>('/api/Alumno/dameOrientacionLaboral?idioma=en', candidate);
    expect(read.body.datos.contenido).toContain('Hello from Universidad de Demostración');
    expect(read.body.datos.indice).toEqual([
      { ancla: 'orientacion-mentoring', titulo: 'Mentoring', nivel: 2 },
      { ancla: 'orientacion-tuesdays', titulo: 'Tuesdays', nivel: 3 },
    ]);
  });

  it('refuses an empty page, one that is only a script, and an unknown page, naming the field', async () => {
    for (const contenido of [
      '',
      '<script>alert(1)</script>',
      '<p> </p>',
      '<h2>&nbsp;</h2><ul><li>&#160;</li></ul>',
    ]) {
      const { res, body } = await post('/api/Gestion/editPaginaContenido', {
        pagina: 'ayuda',
        idioma: 'es',
        contenido,
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(body)).toEqual([
        { campo: 'contenido', codigo: 'required', mensaje: 'Este campo es requerido' },
      ]);
    }
    const unknown = await post('/api/Gestion/editPaginaContenido', {
      pagina: 'portada',
      idioma: 'es',
      contenido: '<p>x</p>',
    });
    expect(unknown.res.statusCode).toBe(400);
    expect(fieldsOf(unknown.body).map((e) => e.campo)).toEqual(['pagina']);
  });
});

describe('the careers office edits the FAQ', () => {
  const list = async (rol: string, idioma = 'es') =>
    (
      await get<StaffFaqItem[]>(
        `/api/Gestion/damePreguntasAyuda?rol=${rol}&idioma=${idioma}`,
        manager,
      )
    ).body.datos;

  it('adds a question at the end (answer sanitised), edits, reorders and deletes it, audited', async () => {
    const before = await list('empresa');
    const added = await post<StaffFaqItem>('/api/Gestion/addPreguntaAyuda', {
      rol: 'empresa',
      idioma: 'es',
      pregunta: '¿Puedo publicar ofertas en inglés?',
      respuesta: '<p>Sí, <em>claro</em>.</p><iframe src="https://x"></iframe>',
    });
    expect(added.body.datos).toMatchObject({
      orden: before.length + 1,
      respuesta: '<p>Sí, <em>claro</em>.</p>',
    });
    expect((await lastAudit())?.accion).toBe('pregunta_ayuda.crear');
    const id = added.body.datos.idPregunta;

    const edited = await post<StaffFaqItem>(`/api/Gestion/editPreguntaAyuda/${String(id)}`, {
      pregunta: '¿Puedo publicar ofertas en otros idiomas?',
      respuesta: '<p>Sí.</p>',
    });
    expect(edited.body.datos.pregunta).toBe('¿Puedo publicar ofertas en otros idiomas?');
    expect(await lastAudit()).toMatchObject({
      accion: 'pregunta_ayuda.editar',
      antes: { pregunta: '¿Puedo publicar ofertas en inglés?' },
      despues: { pregunta: '¿Puedo publicar ofertas en otros idiomas?' },
    });

    const ids = [id, ...before.map((q) => q.idPregunta)];
    const ordered = await post<StaffFaqItem[]>('/api/Gestion/ordenaPreguntasAyuda', {
      rol: 'empresa',
      idioma: 'es',
      ids,
    });
    expect(ordered.body.datos.map((q) => q.idPregunta)).toEqual(ids);
    expect(await lastAudit()).toMatchObject({
      accion: 'pregunta_ayuda.ordenar',
      antes: [...before.map((q) => q.idPregunta), id],
      despues: ids,
    });
    const seen = await get<HelpPage>('/api/Empresa/dameAyuda', company);
    expect(seen.body.datos.preguntas[0]?.pregunta).toBe(
      '¿Puedo publicar ofertas en otros idiomas?',
    );
    // The candidates' FAQ is not touched.
    expect(
      (await get<HelpPage>('/api/Alumno/dameAyuda', candidate)).body.datos.preguntas,
    ).toHaveLength(8);

    const removed = await post(`/api/Gestion/deletePreguntaAyuda/${String(id)}`, undefined);
    expect(removed.body.status).toBe(0);
    expect((await lastAudit())?.accion).toBe('pregunta_ayuda.borrar');
    expect((await list('empresa')).map((q) => q.idPregunta)).toEqual(
      before.map((q) => q.idPregunta),
    );
    expect(
      (await post(`/api/Gestion/deletePreguntaAyuda/${String(id)}`, undefined)).res.statusCode,
    ).toBe(404);
  });

  it('refuses bad questions and orders, naming the field', async () => {
    const short = await post('/api/Gestion/addPreguntaAyuda', {
      rol: 'alumno',
      idioma: 'es',
      pregunta: 'a',
      respuesta: '<p>x</p>',
    });
    expect(short.res.statusCode).toBe(400);
    expect(fieldsOf(short.body).map((e) => e.campo)).toEqual(['pregunta']);
    const empty = await post('/api/Gestion/addPreguntaAyuda', {
      rol: 'alumno',
      idioma: 'es',
      pregunta: '¿Una pregunta?',
      respuesta: '<script>x</script>',
    });
    expect(fieldsOf(empty.body).map((e) => e.campo)).toEqual(['respuesta']);
    const current = (await list('alumno')).map((q) => q.idPregunta);
    for (const ids of [current.slice(1), [...current, current[0]], [...current.slice(1), 999999]]) {
      const bad = await post('/api/Gestion/ordenaPreguntasAyuda', {
        rol: 'alumno',
        idioma: 'es',
        ids,
      });
      expect(bad.res.statusCode).toBe(400);
      expect(fieldsOf(bad.body).map((e) => e.campo)).toEqual(['ids']);
    }
    const missing = await post('/api/Gestion/editPreguntaAyuda/999999', {
      pregunta: '¿Una pregunta?',
      respuesta: '<p>x</p>',
    });
    expect(missing.res.statusCode).toBe(404);
  });
});

describe('no candidate or company token reaches the staff calls', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/Gestion/damePaginasContenido'],
    [
      'POST',
      '/api/Gestion/editPaginaContenido',
      { pagina: 'ayuda', idioma: 'es', contenido: '<p>x</p>' },
    ],
    ['GET', '/api/Gestion/damePreguntasAyuda?rol=alumno&idioma=es'],
    [
      'POST',
      '/api/Gestion/addPreguntaAyuda',
      { rol: 'alumno', idioma: 'es', pregunta: '¿Qué?', respuesta: 'x' },
    ],
    ['POST', '/api/Gestion/editPreguntaAyuda/1', { pregunta: '¿Qué?', respuesta: 'x' }],
    ['POST', '/api/Gestion/deletePreguntaAyuda/1'],
    ['POST', '/api/Gestion/ordenaPreguntasAyuda', { rol: 'alumno', idioma: 'es', ids: [1] }],
  ];
  it.each(calls)('%s %s', async (method, url, payload) => {
    for (const headers of [candidate, company]) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(payload ? { payload } : {}),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
