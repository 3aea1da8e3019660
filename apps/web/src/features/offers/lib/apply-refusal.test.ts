import { Codes } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { applyRefusalOf, cvRefusalBeforeApplying } from './apply-refusal.ts';

const refusal = (status: number, datos: unknown = null, mensaje: string | null = null) =>
  applyRefusalOf(new ApiError({ status, datos, mensaje, httpStatus: 422 }));

describe('refusals of inscribirse', () => {
  it('asks for the documents of code 11', () => {
    const documents = [{ idTipoDocumento: 2, nombre: 'Justificante', descripcion: 'TGSS' }];
    expect(refusal(Codes.MISSING_DOCUMENTATION, { documentacionNecesaria: documents })).toEqual({
      kind: 'documents',
      code: 11,
      documents,
    });
  });

  it('offers the programme adhesion for code 91', () => {
    expect(refusal(Codes.ADHESION_REQUIRED, { idPrograma: 4, urlPrograma: 'talento' })).toEqual({
      kind: 'adhesion',
      code: 91,
      idPrograma: 4,
      urlPrograma: 'talento',
    });
  });

  it('lists the unmet requirements of code 80 in the banner', () => {
    const datos = {
      requisitos: [
        { tipo: 'titulacion', descripcion: 'Grado en Química' },
        { tipo: 'idioma', descripcion: 'Inglés B2' },
      ],
    };
    expect(refusal(Codes.REQUIREMENTS_NOT_MET, datos, 'texto')).toEqual({
      kind: 'banner',
      code: 80,
      serverMessage: 'texto',
      params: { requisitos: ['Grado en Química', 'Inglés B2'] },
    });
  });

  it('shows any other code with the server message (58 shows it)', () => {
    expect(refusal(Codes.DEDICATION_MISMATCH, null, 'La dedicación…')).toEqual({
      kind: 'banner',
      code: 58,
      serverMessage: 'La dedicación…',
    });
    expect(refusal(Codes.ALREADY_APPLIED)).toEqual({
      kind: 'banner',
      code: 10,
      serverMessage: null,
    });
    expect(refusal(Codes.MISSING_DOCUMENTATION, {})).toMatchObject({ kind: 'banner', code: 11 });
  });

  it('leaves network failures and bugs to the shared handler', () => {
    expect(
      applyRefusalOf(new ApiError({ status: 500, mensaje: null, httpStatus: 0, network: true })),
    ).toEqual({ kind: 'unexpected' });
    expect(applyRefusalOf(new Error('x'))).toEqual({ kind: 'unexpected' });
  });
});

describe('the CV before applying', () => {
  const item = (campo: string, obligatorio: boolean) => ({
    campo,
    seccion: 'personales' as const,
    obligatorio,
  });

  it('lets the candidate apply when only recommended data is missing', () => {
    expect(cvRefusalBeforeApplying({ faltan: [] })).toBeNull();
    expect(cvRefusalBeforeApplying({ faltan: [item('idiomas', false)] })).toBeNull();
  });

  it('names the missing work permit (34), even beside other required data', () => {
    expect(cvRefusalBeforeApplying({ faltan: [item('tienePermisoTrabajo', true)] })).toBe(34);
    expect(
      cvRefusalBeforeApplying({
        faltan: [item('telefono', true), item('tienePermisoTrabajo', true)],
      }),
    ).toBe(34);
  });

  it('asks for the rest of the required data with 540', () => {
    expect(
      cvRefusalBeforeApplying({ faltan: [item('telefono', true), item('idiomas', false)] }),
    ).toBe(540);
  });
});
