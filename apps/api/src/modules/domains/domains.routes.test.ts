import { domainCalls, type CallSpec } from '@portal/contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { domainListBody } from './domains.service.ts';

const t = await createTestApp();
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('reference data', () => {
  it('serves provinces 1–53 in the spec shape with their INE municipalities', async () => {
    const res = await get('/api/Dominios/provincias');
    const provincias = res.json().datos as {
      idProvincia: string;
      nameProvincia: string;
      localidades: Record<string, string>;
    }[];
    expect(provincias).toHaveLength(53);
    const madrid = provincias.find((p) => p.idProvincia === '28')!;
    expect(Object.keys(madrid.localidades)).toHaveLength(179);
    expect(madrid.localidades['28079']).toBe('MADRID');
    expect(provincias.find((p) => p.idProvincia === '24')!.nameProvincia).toBe('León');
    expect(provincias.find((p) => p.idProvincia === '53')).toMatchObject({
      nameProvincia: 'Desconocido',
      localidades: {},
    });
  });

  it('serves about 250 countries in Spanish and English with Spain as 1', async () => {
    const paises = (await get('/api/Dominios/paises')).json().datos as {
      id: number;
      nombre: string;
      nombreEn: string;
    }[];
    expect(paises.length).toBeGreaterThanOrEqual(245);
    expect(paises.find((p) => p.id === 1)).toMatchObject({
      nombre: 'España',
      nombreEn: 'Spain',
      descripcion: 'España',
      descripcionEn: 'Spain',
    });
  });

  it.each([
    ['areasFuncionales'],
    ['sectoresActividad'],
    ['tiposContrato'],
    ['titulaciones'],
    ['ambitos'],
    ['tipoMotivoCambioEstadoCandidatura'],
    ['estadosCandidaturasAlumno'],
    ['idiomas'],
    ['nivelesIdioma'],
    ['meses'],
    ['niveles'],
    ['localidades'],
  ])('serves %s', async (name) => {
    const res = await get(`/api/Dominios/${name}`);
    expect(res.statusCode).toBe(200);
    expect((res.json().datos as unknown[]).length).toBeGreaterThan(0);
  });

  it.each([
    ['areasFuncionales'],
    ['sectoresActividad'],
    ['tiposContrato'],
    ['titulaciones'],
    ['ambitos'],
    ['nivelesTitulaciones'],
    ['tiposFormacion'],
    ['rangosSalariales'],
    ['idiomas'],
    ['nivelesIdioma'],
    ['tipoMotivoCambioEstadoCandidatura'],
    ['estadosCandidaturasAlumno'],
    ['facultades'],
    ['tiposContactoEmpresa'],
    ['tiposDocumentacion'],
    ['convocatoriasEmpleo'],
  ])('serves %s with its English text on every row', async (name) => {
    const rows = (await get(`/api/Dominios/${name}`)).json().datos as {
      descripcion: string;
      descripcionEn?: string;
      especialidadesAmbitoEstudio?: { descripcionEn?: string }[];
    }[];
    for (const row of rows) {
      expect(row.descripcionEn, row.descripcion).toMatch(/\S/);
      for (const speciality of row.especialidadesAmbitoEstudio ?? []) {
        expect(speciality.descripcionEn, row.descripcion).toMatch(/\S/);
      }
    }
  });

  it('marks which degrees are valid for student internships', async () => {
    const titulaciones = (await get('/api/Dominios/titulaciones')).json().datos as {
      valeParaPracticasEstudiantes: boolean;
    }[];
    expect(titulaciones.some((x) => x.valeParaPracticasEstudiantes)).toBe(true);
    expect(titulaciones.some((x) => !x.valeParaPracticasEstudiantes)).toBe(true);
  });

  it('serves forum years from 2010 to the current year', async () => {
    const years = (await get('/api/Dominios/aniosForoEmpleo')).json().datos as { id: number }[];
    expect(years[0]!.id).toBe(2010);
    expect(years.at(-1)!.id).toBe(new Date().getFullYear());
  });

  it('serves every list at once without the flat municipality list', async () => {
    const all = (await get('/api/Dominios/dominios')).json().datos as Record<string, unknown>;
    expect(Object.keys(all)).toEqual(
      expect.arrayContaining([
        'paises',
        'provincias',
        'titulaciones',
        'estadosCandidaturasAlumno',
        'aniosForoEmpleo',
      ]),
    );
    expect(all).not.toHaveProperty('localidades');
  });

  it('answers 304 to a matching ETag and matches list names case-insensitively', async () => {
    const first = await get('/api/Dominios/meses');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^".+"$/);
    const second = await get('/api/dominios/MESES', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
  });

  it('answers 404 for an unknown list', async () => {
    const res = await get('/api/Dominios/planetas');
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(404);
  });

  it('serves education centres of a province and faculties of a degree', async () => {
    const centres = (await get('/api/Dominios/centrosEducativosDeProvincia/28')).json().datos as {
      idProvincia: number;
    }[];
    expect(centres.length).toBeGreaterThan(0);
    expect(centres.every((c) => c.idProvincia === 28)).toBe(true);
    const faculties = (await get('/api/Dominios/facultadesDeTitulacion/36')).json()
      .datos as unknown[];
    expect(faculties.length).toBeGreaterThan(0);
    expect(
      (await get('/api/Dominios/facultadesDeTitulacion?idTitulacion=36')).json().datos,
    ).toEqual(faculties);
    expect((await get('/api/Dominios/centrosEducativosDeProvincia/99')).statusCode).toBe(400);
  });
});

describe('declarations of the lists', () => {
  const calls = Object.entries(domainCalls as Record<string, CallSpec>).filter(
    ([, call]) => !call.params && !call.query,
  );

  it.each(calls)('answers %s in the shape its declaration gives the web', async (_name, call) => {
    const res = await get(call.path);
    expect(res.statusCode).toBe(200);
    const response = call.response as { parse: (value: unknown) => unknown };
    expect(() => response.parse(res.json().datos)).not.toThrow();
  });

  it('answers the parametrised calls in their declared shape', async () => {
    const centres = await get('/api/Dominios/centrosEducativosDeProvincia/28');
    expect(() => domainCalls.centresOfProvince.response.parse(centres.json().datos)).not.toThrow();
    const faculties = await get('/api/Dominios/facultadesDeTitulacion/36');
    expect(() =>
      domainCalls.facultiesOfDegree.response.parse(faculties.json().datos),
    ).not.toThrow();
  });
});

describe('compression of large lists', () => {
  const provinces = (payload: Buffer, decode: (body: Buffer) => Buffer) =>
    (JSON.parse(decode(payload).toString('utf8')) as { datos: unknown[] }).datos;

  it('sends brotli at its best quality to clients that accept it, once it is made', async () => {
    await domainListBody('provincias')?.brReady;
    const br = await get('/api/Dominios/provincias', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(provinces(br.rawPayload, brotliDecompressSync)).toHaveLength(53);
    const gzip = await get('/api/Dominios/provincias', { 'accept-encoding': 'gzip' });
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
  });

  it('sends the pre-compressed gzip body to clients that accept gzip and not brotli', async () => {
    for (const accepted of ['gzip', 'gzip, br;q=0', '*']) {
      const res = await get('/api/Dominios/provincias', { 'accept-encoding': accepted });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(provinces(res.rawPayload, gunzipSync)).toHaveLength(53);
    }
  });

  it('sends no encoding a client refused', async () => {
    const res = await get('/api/Dominios/provincias', { 'accept-encoding': 'gzip;q=0' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ datos: unknown[] }>().datos).toHaveLength(53);
  });
});
