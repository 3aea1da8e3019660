import type { StaffGuide } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import {
  fieldsOf,
  csvLines,
  refusesNonStaff,
  staffContentClient,
} from '../../test/staff-content-client.ts';

const t = await createTestApp();
const { candidate, company, get, post, lastAudit, file } = await staffContentClient(t);

refusesNonStaff(t, { candidate, company }, [
  ['GET', '/api/Gestion/dameGuias'],
  ['GET', '/api/Gestion/exportaGuias?formato=csv'],
  ['POST', '/api/Gestion/addGuia', {}],
  ['POST', '/api/Gestion/editGuia/1', {}],
  ['POST', '/api/Gestion/deleteGuia/1'],
]);

describe('guides', () => {
  it('creates, edits and deletes a guide with sanitised HTML; candidates see the change', async () => {
    const created = await post<StaffGuide>('/api/Gestion/addGuia', {
      titulo: 'Guía de prueba de gestión',
      descripcion: '<p onclick="x()">Texto <em>útil</em></p><img src=x onerror=alert(1)>',
      urlFichero: '/docs/guia.pdf',
      urlImagen: '',
    });
    expect(created.body.datos).toMatchObject({
      titulo: 'Guía de prueba de gestión',
      descripcion: '<p>Texto <em>útil</em></p>',
      urlFichero: '/docs/guia.pdf',
      urlImagen: null,
    });
    const id = created.body.datos.idGuia;
    expect((await lastAudit())?.accion).toBe('guia.crear');
    const listed = await get<{ idGuia: number }[]>('/api/Alumno/dameGuiaOrientacion', candidate);
    expect(listed.body.datos.map((g) => g.idGuia)).toContain(id);

    const edited = await post<StaffGuide>(`/api/Gestion/editGuia/${String(id)}`, {
      titulo: 'Guía de prueba editada',
      descripcion: '<p>Nuevo</p>',
      urlFichero: null,
      urlImagen: 'https://www.universidad-demo.es/img.png',
    });
    expect(edited.body.datos.titulo).toBe('Guía de prueba editada');
    expect((await lastAudit())?.accion).toBe('guia.editar');
    const staffList = await get<StaffGuide[]>('/api/Gestion/dameGuias');
    expect(staffList.body.datos.find((g) => g.idGuia === id)?.urlImagen).toBe(
      'https://www.universidad-demo.es/img.png',
    );

    const bad = await post('/api/Gestion/addGuia', {
      titulo: '',
      descripcion: '',
      urlFichero: 'ftp://x',
    });
    expect(fieldsOf(bad.body).sort()).toEqual(['descripcion', 'titulo', 'urlFichero']);
    expect(
      (await post(`/api/Gestion/editGuia/999999`, { titulo: 'Guía', descripcion: 'x' })).body
        .status,
    ).toBe(404);

    expect((await post(`/api/Gestion/deleteGuia/${String(id)}`, undefined)).body.status).toBe(0);
    expect((await lastAudit())?.accion).toBe('guia.borrar');
    expect((await post(`/api/Gestion/deleteGuia/${String(id)}`, undefined)).body.status).toBe(404);
  });
});

describe('list exports', () => {
  it('exports the guides whose title has every searched word', async () => {
    const created = await post<StaffGuide>('/api/Gestion/addGuia', {
      titulo: 'Guía exportable de búsqueda',
      descripcion: '<p>Texto</p>',
    });
    const id = created.body.datos.idGuia;
    const csv = await file('/api/Gestion/exportaGuias?formato=csv&texto=EXPORTABLE%20busqueda');
    expect(csv.headers['content-disposition']).toContain('guias-');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('"Id";"Título";"Publicada";"Fichero";"Imagen"');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`"${String(id)}";"Guía exportable de búsqueda"`);
    const all = await get<StaffGuide[]>('/api/Gestion/dameGuias');
    const xlsx = await file('/api/Gestion/exportaGuias?formato=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(all.body.datos.length).toBeGreaterThan(0);
    expect((await file('/api/Gestion/exportaGuias?formato=csv&texto=')).statusCode).toBe(200);
    expect(
      (await file(`/api/Gestion/exportaGuias?formato=csv&texto=${'x'.repeat(201)}`)).statusCode,
    ).toBe(400);
    await post(`/api/Gestion/deleteGuia/${String(id)}`, undefined);
  });
});
