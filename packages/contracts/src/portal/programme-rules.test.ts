import { describe, expect, it } from 'vitest';
import { offerFamilyInputSchema } from './offers.ts';
import { staffProgrammeBodySchema } from './staff-content.ts';

const programme = {
  titulo: 'Programa de prueba',
  descripcion: '<p>Texto</p>',
  financiacion: 'Fondos propios',
  tiposEstudios: 'Grado',
  fechaInicio: '2026-01-01',
  fechaFin: '2026-12-31',
  meses: 12,
};

describe('rules of the spec on programmes and offer families', () => {
  it('takes a programme dedication from 0 to 100', () => {
    expect(staffProgrammeBodySchema.parse({ ...programme, dedicacion: 0 }).dedicacion).toBe(0);
    expect(staffProgrammeBodySchema.parse({ ...programme, dedicacion: 100 }).dedicacion).toBe(100);
    expect(staffProgrammeBodySchema.safeParse({ ...programme, dedicacion: 101 }).success).toBe(
      false,
    );
    expect(staffProgrammeBodySchema.safeParse({ ...programme, dedicacion: -1 }).success).toBe(
      false,
    );
  });

  it('accepts the graduate internship family as the spec writes it, practicas_titulados', () => {
    expect(offerFamilyInputSchema.parse('practicas_titulados')).toBe('practicastitulados');
    expect(offerFamilyInputSchema.parse('practicastitulados')).toBe('practicastitulados');
    expect(offerFamilyInputSchema.safeParse('titulados').success).toBe(false);
  });
});
