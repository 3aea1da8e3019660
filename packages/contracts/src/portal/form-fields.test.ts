import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredTextSchema, textFieldSchema } from '../validators/schema-helpers.ts';
import { dniNieSchema } from '../validators/schemas-documents.ts';
import { educationRequestEditBodySchema } from './education-requests.ts';
import { spanishToday } from './form-fields.ts';

describe("today in Spain's calendar", () => {
  it('turns the day at midnight in Madrid, summer time and winter time alike', () => {
    expect(spanishToday(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(spanishToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(spanishToday(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(spanishToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('follows the instant it is given, call after call', () => {
    const days = ['2026-03-01', '2026-03-02', '2025-11-15'].map((day) =>
      spanishToday(new Date(`${day}T12:00:00Z`)),
    );
    expect(days).toEqual(['2026-03-01', '2026-03-02', '2025-11-15']);
  });
});

describe('cross-field rules on a form with an empty required field', () => {
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('report the date order beside the empty field, in one submit', () => {
    const result = educationRequestEditBodySchema.safeParse({
      idSolicitud: 1,
      etapa: 'infantil',
      fechaInicio: '2027-06-01',
      fechaFin: '2027-03-01',
      tutorNombre: '',
      tutorEmail: '',
      observaciones: '',
    });
    expect(issues(result)).toEqual([
      ['tutorNombre', 'Este campo es requerido'],
      ['fechaFin', 'La fecha de inicio debe ser anterior a la fecha de fin'],
    ]);
  });

  it('give an empty text one message, and a short one its length message', () => {
    expect(issues(textFieldSchema().safeParse('   '))).toEqual([['', 'Este campo es requerido']]);
    expect(issues(textFieldSchema().safeParse('ab'))).toEqual([
      ['', 'El campo no tiene la longitud mínima requerida'],
    ]);
    expect(issues(dniNieSchema.safeParse(''))).toEqual([['', 'Este campo es requerido']]);
    expect(issues(textFieldSchema().safeParse(undefined))).toEqual([
      ['', 'Este campo es requerido'],
    ]);
  });

  it('still state their lengths in the JSON schema the API documents', () => {
    expect(z.toJSONSchema(textFieldSchema(3, 150))).toMatchObject({ minLength: 3, maxLength: 150 });
    expect(z.toJSONSchema(requiredTextSchema())).toMatchObject({ minLength: 1 });
  });
});
