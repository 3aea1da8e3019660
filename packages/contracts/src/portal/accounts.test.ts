import { describe, expect, it } from 'vitest';
import {
  candidateChangePasswordBodySchema,
  candidateChangePasswordFormSchema,
  companyAccountRequestBodySchema,
  companyAccountRequestFormSchema,
  companyResetRequestBodySchema,
  newPasswordFormSchema,
  passwordStrength,
  registerCandidateBodySchema,
  registerCandidateFormSchema,
  tokenPasswordBodySchema,
} from './accounts.ts';

const registration = {
  nombre: 'Lucía',
  apellidos: 'Prueba',
  dni: '93456800A',
  email: 'lucia@test.es',
  telefono: '600123456',
  password: 'corta',
  confirmacion: 'corta',
  aceptaPoliticaPrivacidad: true,
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('account schemas', () => {
  it('leave the password rule to the server on the wire (28) but check it on the form', () => {
    expect(registerCandidateBodySchema.safeParse(registration).success).toBe(true);
    expect(messages(registerCandidateFormSchema.safeParse(registration))).toContain(
      'La contraseña debe tener al menos 8 caracteres y un número',
    );
    expect(
      messages(newPasswordFormSchema.safeParse({ password: 'Segura123', confirmacion: 'Otra' })),
    ).toEqual(['Las contraseñas no coinciden']);
    expect(
      tokenPasswordBodySchema.safeParse({ token: 't', password: 'x', confirmacion: 'x' }).success,
    ).toBe(true);
  });

  it('require the repeated password, and say so once when both are empty', () => {
    const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues(newPasswordFormSchema.safeParse({ password: '', confirmacion: '' }))).toEqual([
      ['password', 'Este campo es requerido'],
      ['confirmacion', 'Este campo es requerido'],
    ]);
    expect(
      issues(newPasswordFormSchema.safeParse({ password: 'Segura123', confirmacion: '' })),
    ).toEqual([['confirmacion', 'Este campo es requerido']]);
  });

  it('refuse a new password equal to the current one, on the new password', () => {
    const same = candidateChangePasswordFormSchema.safeParse({
      passwordActual: 'Actual2024',
      password: 'Actual2024',
      confirmacion: 'Actual2024',
    });
    expect(same.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'La nueva contraseña debe ser distinta de la actual'],
    ]);
    expect(
      candidateChangePasswordBodySchema.safeParse({
        passwordActual: 'Actual2024',
        password: 'Nueva2024',
        confirmacion: 'Nueva2024',
      }).success,
    ).toBe(true);
  });

  it('require the privacy policy with the spec text', () => {
    expect(
      messages(
        registerCandidateBodySchema.safeParse({ ...registration, aceptaPoliticaPrivacidad: false }),
      ),
    ).toContain('Debes aceptar la política de privacidad');
  });

  it('check the CIF on the form only (the server answers 33)', () => {
    const request = {
      cif: 'B123',
      nombreEmpresa: 'Empresa',
      nombre: 'Ana',
      apellidos: 'Gil',
      email: 'ana@empresa.es',
      telefono: '910000000',
      mensaje: 'Hola',
      direccion: 'Calle 1',
      idPais: 1,
      aceptaPoliticaPrivacidad: true,
      aceptaComunicaciones: true,
    };
    expect(companyAccountRequestBodySchema.safeParse(request).success).toBe(true);
    expect(messages(companyAccountRequestFormSchema.safeParse(request))).toEqual([
      'El campo está mal formado',
    ]);
    expect(
      companyAccountRequestFormSchema.safeParse({ ...request, cif: 'B86123452' }).success,
    ).toBe(true);
  });

  it('need a nick or a CIF to reset a company password', () => {
    expect(companyResetRequestBodySchema.safeParse({}).success).toBe(false);
    expect(companyResetRequestBodySchema.safeParse({ cif: 'B86123452' }).success).toBe(true);
  });

  it('rate a password while it is typed', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('abcdefgh1')).toBe(2);
    expect(passwordStrength('Abcdefgh1')).toBe(3);
    expect(passwordStrength('Abcdefgh1!')).toBe(4);
  });
});
