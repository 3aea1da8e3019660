import type { Internship } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { internshipDocuments } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { buildInternship } from '../../test/fixture-internships.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

/** A student with an internship in progress and two documents asked of them; their email. */
async function studentWithInternship() {
  const student = await buildCandidate(t.ctx.db);
  await buildInternship(t.ctx.db, student.id);
  return student.email;
}

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

const mine = async (email: string, qs = '') =>
  (await get(`/api/Alumno/damePracticasAlumno${qs}`, email)).json().datos as Internship[];

describe('damePracticasAlumno', () => {
  it('lists my internships with company, tutors, dates and requested documents', async () => {
    const email = await studentWithInternship();
    const [practica] = await mine(email);
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
    const email = await studentWithInternship();
    expect(await mine(email, '?tipo=titulado')).toEqual([]);
    const graduateUser = await buildCandidate(t.ctx.db, { studiesInProgress: 0 });
    await buildInternship(
      t.ctx.db,
      graduateUser.id,
      {
        titulo: 'Prácticas de titulado en cálculo de estructuras',
        paraTitulados: true,
        curricular: null,
        estado: 'finalizada',
        fechaInicio: '2024-01-08',
        fechaFin: '2024-07-05',
        tutorAcademicoNombre: null,
        tutorAcademicoEmail: null,
      },
      { documents: false },
    );
    const graduate = await mine(graduateUser.email, '?tipo=titulado');
    expect(graduate.map((p) => [p.titulo, p.estado, p.curricular])).toEqual([
      ['Prácticas de titulado en cálculo de estructuras', 'finalizada', null],
    ]);
    expect(await mine((await buildCandidate(t.ctx.db)).email)).toEqual([]);
  });
});

describe('documentacionDeProcesosSolicitada and uploads', () => {
  it('delivers a requested document (addDocumentoPractica) and it leaves the pending list', async () => {
    const email = await studentWithInternship();
    const pending = (await get('/api/Alumno/documentacionDeProcesosSolicitada', email)).json()
      .datos;
    expect(pending.map((d: { nombre: string }) => d.nombre)).toEqual([
      'Informe de seguimiento intermedio',
      'Memoria final de prácticas',
    ]);
    const res = await post(
      '/api/Alumno/addDocumentoPractica',
      email,
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
    const file = await get(res.json().datos.url, email);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''memoria.pdf");
    expect(file.headers['cache-control']).toBe('private, no-store');
    const foreign = await get(res.json().datos.url, (await buildCandidate(t.ctx.db)).email);
    expect([403, 404]).toContain(foreign.statusCode);
    expect(foreign.rawPayload.equals(pdf)).toBe(false);
    const after = (await get('/api/Alumno/documentacionDeProcesosSolicitada', email)).json().datos;
    expect(after).toHaveLength(1);
  });

  it('attaches a free file to my internship (addFicheroPractica)', async () => {
    const email = await studentWithInternship();
    const [practica] = await mine(email);
    const res = await post(
      '/api/Alumno/addFicheroPractica',
      email,
      upload({ idPractica: practica!.idPractica, nombre: 'fotos.pdf' }),
    );
    expect(res.json().datos).toMatchObject({
      nombre: 'fotos.pdf',
      solicitado: false,
      entregado: true,
    });
    expect((await mine(email))[0]?.documentos.map((d) => d.nombre)).toContain('fotos.pdf');
    // A name without the extension gets it, so the download opens with the right program.
    const named = await post(
      '/api/Alumno/addFicheroPractica',
      email,
      upload({ idPractica: practica!.idPractica, nombre: 'Fotos del proyecto' }),
    );
    expect(named.json().datos).toMatchObject({
      nombre: 'Fotos del proyecto',
      nombreFichero: 'Fotos del proyecto.pdf',
    });
  });

  it('checks the upload: extension, content and size (46, nothing stored)', async () => {
    const email = await studentWithInternship();
    const [practica] = await mine(email);
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
      const res = await post('/api/Alumno/addFicheroPractica', email, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(46);
    }
    const bad = await post(
      '/api/Alumno/addFicheroPractica',
      email,
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
    const email = await studentWithInternship();
    // One of the two requested documents delivered by its owner.
    const [owned] = await mine(email);
    await post(
      '/api/Alumno/addDocumentoPractica',
      email,
      upload({ idDocumento: owned!.documentos[0]!.idDocumento }),
    );
    const [practica] = await mine(email);
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
    const delivered = (await mine(email))[0]!.documentos.find((d) => d.entregado)!;
    expect((await get(delivered.url!, stranger.email)).statusCode).toBe(404);
    const [row] = await t.ctx.db
      .select()
      .from(internshipDocuments)
      .where(eq(internshipDocuments.id, requested.idDocumento));
    expect(row?.storageKey).toBeNull();
  });
});
