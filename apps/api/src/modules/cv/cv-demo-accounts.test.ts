import { applicationCalls, cvCalls, type Cv } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, offers } from '../../db/schema.ts';
import { createDemoTestApp } from '../../test/test-app.ts';
import { callAs } from './cv-test-helpers.ts';

// The CVs of the demo's own accounts, as the demo promises them (a test of the demo itself).
const t = await createDemoTestApp();

describe('demo CVs', () => {
  it('estudiante@demo.es is complete; mixto@demo.es and extranjero@demo.es lack required data', async () => {
    const complete = (await callAs<Cv>(t, cvCalls.get, 'estudiante@demo.es')).datos;
    expect(complete.completitud).toEqual({
      porcentaje: 100,
      obligatoriosCompletos: true,
      completo: true,
      faltan: [],
    });
    expect(complete.profesional.experiencia).toHaveLength(2);
    expect(complete.academicos.map((s) => s.deLaUniversidad)).toEqual([true, false]);
    const incomplete = (await callAs<Cv>(t, cvCalls.get, 'mixto@demo.es')).datos;
    expect(incomplete.completitud.obligatoriosCompletos).toBe(false);
    expect(incomplete.completitud.completo).toBe(false);
    expect(incomplete.completitud.faltan).toContainEqual({
      campo: 'numeroSeguridadSocial',
      seccion: 'personales',
      obligatorio: true,
    });
    const foreign = (await callAs<Cv>(t, cvCalls.get, 'extranjero@demo.es')).datos;
    expect(foreign.necesitaPermisoTrabajo).toBe(true);
    expect(foreign.tienePermisoTrabajo).toBe(false);
    expect(foreign.completitud.faltan).toContainEqual({
      campo: 'tienePermisoTrabajo',
      seccion: 'preferencias',
      obligatorio: true,
    });
  });

  it('titulado@demo.es lacks only recommended data and applies to an open job offer (534 after)', async () => {
    const graduate = (await callAs<Cv>(t, cvCalls.get, 'titulado@demo.es')).datos;
    expect(graduate.completitud.obligatoriosCompletos).toBe(true);
    expect(graduate.completitud.completo).toBe(false);
    expect(graduate.completitud.faltan.length).toBeGreaterThan(0);
    expect(graduate.completitud.faltan.every((item) => !item.obligatorio)).toBe(true);
    // The offer the README names for it.
    const [offer] = await t.ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.titulo, 'Técnico/a de prevención de riesgos laborales'));
    const applied = await callAs(t, applicationCalls.apply, 'titulado@demo.es', {
      body: { urlOferta: offer?.id },
    });
    expect(applied.status).toBe(0);
  });

  it("estudiante@demo.es's record study says credits of the total and the year", async () => {
    const { academicos } = (await callAs<Cv>(t, cvCalls.get, 'estudiante@demo.es')).datos;
    expect(academicos[0]).toMatchObject({ creditosSuperados: 168, creditosTotales: 240, curso: 3 });
  });

  it('every demo notification reads in English too', async () => {
    const rows = await t.ctx.db.select().from(notifications);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((n) => n.tituloEn === null || n.textoEn === null)).toEqual([]);
  });
});
