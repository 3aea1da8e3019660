import { cvCalls, type Cv } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createDemoTestApp } from '../../test/test-app.ts';
import { callAs } from './cv-test-helpers.ts';

// The CVs of the demo's own accounts, as the demo promises them (a test of the demo itself).
const t = await createDemoTestApp();

describe('demo CVs', () => {
  it('cvcompleto@demo.es is complete; cvincompleto@demo.es and extranjero@demo.es are not', async () => {
    const complete = (await callAs<Cv>(t, cvCalls.get, 'cvcompleto@demo.es')).datos;
    expect(complete.completitud).toEqual({
      porcentaje: 100,
      obligatoriosCompletos: true,
      completo: true,
      faltan: [],
    });
    expect(complete.profesional.experiencia).toHaveLength(2);
    expect(complete.academicos.map((s) => s.deLaUniversidad)).toEqual([true, false]);
    const incomplete = (await callAs<Cv>(t, cvCalls.get, 'cvincompleto@demo.es')).datos;
    expect(incomplete.completitud.obligatoriosCompletos).toBe(true);
    expect(incomplete.completitud.completo).toBe(false);
    const foreign = (await callAs<Cv>(t, cvCalls.get, 'extranjero@demo.es')).datos;
    expect(foreign.necesitaPermisoTrabajo).toBe(true);
    expect(foreign.tienePermisoTrabajo).toBe(false);
    expect(foreign.completitud.faltan).toContainEqual({
      campo: 'tienePermisoTrabajo',
      seccion: 'preferencias',
      obligatorio: true,
    });
  });
});
