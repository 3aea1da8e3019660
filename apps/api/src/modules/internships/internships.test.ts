import type { Internship } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { internshipDocuments } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { createDemoTestApp } from '../../test/test-app.ts';

const t = await createDemoTestApp();

const get = async (url: string, email: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authHeader(email) });
const post = async (url: string, email: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: await t.authHeader(email), payload });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const upload = (extra: object, data = pdf, extension = 'pdf') => ({
  nombre: `memoria.${extension}`,
  extension_adjunto: extension,
  ficheroB64ParaAltas: data.toString('base64'),
  ...extra,
});

const mine = async (email = 'estudiante@demo.es', qs = '') =>
  (await get(`/api/Alumno/damePracticasAlumno${qs}`, email)).json().datos as Internship[];

describe('damePracticasAlumno', () => {
  it('lists my internships with company, tutors, dates and requested documents', async () => {
    const [practica] = await mine();
    expect(practica).toMatchObject({
      titulo: 'Prácticas de apoyo en el laboratorio de microbiología',
      empresa: 'Laboratorios Sierra Nevada',
      estado: 'en_curso',
      estadoTexto: 'En curso',
      paraTitulados: false,
      curricular: true,
      tutor: { nombre: 'Rocío Jiménez Ortega', email: 'rjimenez@labsierranevada.example' },
      tutorAcademico: { nombre: 'Dr. Alberto Vidal Soler' },
      fechaInicio: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    expect(practica?.documentos.map((d) => [d.nombre, d.solicitado, d.entregado])).toEqual([
      ['Informe de seguimiento intermedio', true, false],
      ['Memoria final de prácticas', true, false],
    ]);
  });

  it('splits student and graduate internships and never shows others’', async () => {
    expect(await mine('estudiante@demo.es', '?tipo=titulado')).toEqual([]);
    const graduate = await mine('titulado@demo.es', '?tipo=titulado');
    expect(graduate.map((p) => [p.titulo, p.estado, p.curricular])).toEqual([
      ['Prácticas de titulado en cálculo de estructuras', 'finalizada', null],
    ]);
    expect(await mine((await buildCandidate(t.ctx.db)).email)).toEqual([]);
  });
});

describe('documentacionDeProcesosSolicitada and uploads', () => {
  it('delivers a requested document (addDocumentoPractica) and it leaves the pending list', async () => {
    const pending = (
      await get('/api/Alumno/documentacionDeProcesosSolicitada', 'estudiante@demo.es')
    ).json().datos;
    expect(pending.map((d: { nombre: string }) => d.nombre)).toEqual([
      'Informe de seguimiento intermedio',
      'Memoria final de prácticas',
    ]);
    const res = await post(
      '/api/Alumno/addDocumentoPractica',
      'estudiante@demo.es',
      upload({ idDocumento: pending[0].idDocumento }),
    );
    expect(res.json()).toMatchObject({
      status: 0,
      mensaje: expect.any(String),
      datos: {
        entregado: true,
        nombreFichero: 'memoria.pdf',
        url: expect.stringMatching(/^\/api\/Alumno\/documentoPractica\/\d+$/),
      },
    });
    const file = await get(res.json().datos.url, 'estudiante@demo.es');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''memoria.pdf");
    expect(file.headers['cache-control']).toBe('private, no-store');
    const foreign = await get(res.json().datos.url, 'mixto@demo.es');
    expect([403, 404]).toContain(foreign.statusCode);
    expect(foreign.rawPayload.equals(pdf)).toBe(false);
    const after = (
      await get('/api/Alumno/documentacionDeProcesosSolicitada', 'estudiante@demo.es')
    ).json().datos;
    expect(after).toHaveLength(1);
  });

  it('attaches a free file to my internship (addFicheroPractica)', async () => {
    const [practica] = await mine();
    const res = await post(
      '/api/Alumno/addFicheroPractica',
      'estudiante@demo.es',
      upload({ idPractica: practica!.idPractica, nombre: 'fotos.pdf' }),
    );
    expect(res.json().datos).toMatchObject({
      nombre: 'fotos.pdf',
      solicitado: false,
      entregado: true,
    });
    expect((await mine())[0]?.documentos.map((d) => d.nombre)).toContain('fotos.pdf');
    // A name without the extension gets it, so the download opens with the right program.
    const named = await post(
      '/api/Alumno/addFicheroPractica',
      'estudiante@demo.es',
      upload({ idPractica: practica!.idPractica, nombre: 'Fotos del proyecto' }),
    );
    expect(named.json().datos).toMatchObject({
      nombre: 'Fotos del proyecto',
      nombreFichero: 'Fotos del proyecto.pdf',
    });
  });

  it('checks the upload: extension, content and size (46, nothing stored)', async () => {
    const [practica] = await mine();
    const before = await t.ctx.db
      .select()
      .from(internshipDocuments)
      .where(eq(internshipDocuments.internshipId, practica!.idPractica));
    const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1');
    for (const body of [
      upload({ idPractica: practica!.idPractica }, pdf, 'exe'),
      upload({ idPractica: practica!.idPractica }, exe, 'pdf'),
      upload({ idPractica: practica!.idPractica }, Buffer.alloc(5000 * 1024 + 1, 0x25), 'pdf'),
    ]) {
      const res = await post('/api/Alumno/addFicheroPractica', 'estudiante@demo.es', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(46);
    }
    const bad = await post(
      '/api/Alumno/addFicheroPractica',
      'estudiante@demo.es',
      upload({ idPractica: practica!.idPractica }, exe, 'pdf'),
    );
    expect(bad.json().mensaje).toBe('Este tipo de fichero no esta permitido');
    const rows = await t.ctx.db
      .select()
      .from(internshipDocuments)
      .where(eq(internshipDocuments.internshipId, practica!.idPractica));
    expect(rows).toHaveLength(before.length);
  });

  it('never lets another candidate upload to or read my internship documents', async () => {
    const [practica] = await mine();
    const stranger = await buildCandidate(t.ctx.db);
    const attach = await post(
      '/api/Alumno/addFicheroPractica',
      stranger.email,
      upload({ idPractica: practica!.idPractica }),
    );
    expect(attach.statusCode).toBe(404);
    const requested = practica!.documentos.find((d) => !d.entregado)!;
    const deliver = await post(
      '/api/Alumno/addDocumentoPractica',
      stranger.email,
      upload({ idDocumento: requested.idDocumento }),
    );
    expect(deliver.statusCode).toBe(404);
    const delivered = (await mine())[0]!.documentos.find((d) => d.entregado)!;
    expect((await get(delivered.url!, stranger.email)).statusCode).toBe(404);
    const [row] = await t.ctx.db
      .select()
      .from(internshipDocuments)
      .where(eq(internshipDocuments.id, requested.idDocumento));
    expect(row?.storageKey).toBeNull();
  });
});
