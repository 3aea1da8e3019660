import type { OfferFormValues } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkOfferForm,
  emptyOfferFields,
  fieldsFromEditable,
  offerInput,
  serverFieldErrors,
  type OfferFormFields,
} from './offer-form-values.ts';

const nextYear = String(new Date().getFullYear() + 1);

function validInternship(): OfferFormFields {
  return {
    ...emptyOfferFields('practicas'),
    titulo: 'Prácticas de desarrollo web',
    plazas: 2,
    idSector: '15',
    idTipoContrato: '9',
    titulaciones: ['36'],
    descripcion: '<p>Tareas del puesto</p>',
    fechaInicio: `${nextYear}-02-01`,
    fechaFin: `${nextYear}-06-30`,
    horasDia: 5,
    tutorNombre: 'Rocío Navarro',
    tutorEmail: 'tutoria@empresa.example',
  };
}

describe('checkOfferForm', () => {
  it('gives the spec messages of every required field of an empty internship at once', () => {
    const check = checkOfferForm(emptyOfferFields('practicas'));
    expect(check.ok).toBe(false);
    if (check.ok) {
      return;
    }
    expect(check.errors).toMatchObject({
      titulo: 'Este campo es requerido',
      idSector: 'Este campo es requerido',
      idTipoContrato: 'Este campo es requerido',
      titulaciones: 'Este campo es requerido',
      descripcion: 'Este campo es requerido',
      fechaInicio: 'Este campo es requerido',
      fechaFin: 'Este campo es requerido',
      horasDia: 'Este campo es requerido',
      tutorNombre: 'Este campo es requerido',
      tutorEmail: 'Este campo es requerido',
    });
  });

  it('does not ask a job offer for dates, hours or tutor', () => {
    const check = checkOfferForm(emptyOfferFields('empleo'));
    expect(check.ok).toBe(false);
    if (check.ok) {
      return;
    }
    expect(Object.keys(check.errors).sort()).toEqual(
      ['descripcion', 'idSector', 'idTipoContrato', 'titulaciones', 'titulo'].sort(),
    );
  });

  it('applies the ranges and rules of the spec', () => {
    const check = checkOfferForm({
      ...validInternship(),
      diasSemana: 8,
      meses: 13,
      dedicacion: 101,
      remuneracion: '600,505',
      tutorEmail: 'no-es-un-correo',
      fechaFin: `${nextYear}-01-01`,
    });
    expect(check.ok).toBe(false);
    if (check.ok) {
      return;
    }
    expect(check.errors).toMatchObject({
      diasSemana: 'El valor está fuera del rango permitido',
      meses: 'El valor está fuera del rango permitido',
      dedicacion: 'El valor está fuera del rango permitido',
      remuneracion: 'El campo está mal formado',
      tutorEmail: 'Debes indicar una dirección de correo electrónico válida',
      fechaFin: 'La fecha de inicio debe ser anterior a la fecha de fin',
    });
  });

  it('turns a valid form into the payload, with numbers and booleans', () => {
    const check = checkOfferForm({
      ...validInternship(),
      remuneracion: '600,50',
      curricular: 'false',
      idiomas: [{ idIdioma: '2', idNivel: '4' }],
    });
    expect(check.ok).toBe(true);
    if (!check.ok) {
      return;
    }
    expect(check.form).toMatchObject({
      familia: 'practicas',
      plazas: 2,
      idSector: 15,
      titulaciones: [36],
      remuneracion: 600.5,
      curricular: false,
      idiomas: [{ idIdioma: 2, idNivel: 4 }],
    });
  });

  it('points at the row of an incomplete language', () => {
    const check = checkOfferForm({
      ...validInternship(),
      idiomas: [{ idIdioma: '2', idNivel: null }],
    });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.errors['idiomas.0.idNivel']).toBe('Este campo es requerido');
    }
  });
});

describe('offerInput', () => {
  it('leaves out what the family does not have, so a hidden value cannot be refused', () => {
    const input = offerInput({
      ...validInternship(),
      familia: 'empleo',
      curricular: 'true',
      creditosMinimos: 60,
      tutorNombre: 'Alguien',
      idPrograma: '1',
      paraIntermediacion: true,
    });
    expect(input).toMatchObject({
      curricular: null,
      creditosMinimos: '',
      tutorNombre: '',
      idPrograma: null,
      paraIntermediacion: true,
    });
    expect(offerInput({ ...validInternship(), paraIntermediacion: true }).paraIntermediacion).toBe(
      false,
    );
  });
});

describe('fieldsFromEditable', () => {
  it('puts the stored offer in the form and validates unchanged', () => {
    const stored: OfferFormValues = {
      idOferta: 7,
      idEstado: 1,
      Estado: 'Pendiente de validación',
      familia: 'practicas',
      titulo: 'Prácticas de consultoría',
      plazas: 2,
      idSector: 15,
      idTipoContrato: 9,
      titulaciones: [36],
      idAreaFuncional: null,
      idProvincia: 28,
      idLocalidad: 28079,
      descripcion: '<p>Plan formativo</p>',
      requisitos: '',
      idiomas: [{ idIdioma: 2, idNivel: 4 }],
      conocimientosInformaticos: [1, 2],
      creditosMinimos: null,
      fechaFinInscripcion: null,
      fechaInicio: `${nextYear}-03-01`,
      fechaFin: `${nextYear}-05-31`,
      horasDia: 5,
      diasSemana: 5,
      meses: 3,
      dedicacion: 60,
      remuneracion: 450.5,
      idRangoSalarial: null,
      idTipoFormacion: null,
      tutorNombre: 'Rocío Navarro',
      tutorEmail: 'tutoria@empresa.example',
      curricular: true,
      nivelEstudiantes: null,
      requiereCvPropio: false,
      paraIntermediacion: false,
      idPrograma: null,
    };
    const fields = fieldsFromEditable(stored);
    expect(fields).toMatchObject({
      idSector: '15',
      titulaciones: ['36'],
      idProvincia: '28',
      idLocalidad: '28079',
      curricular: 'true',
      creditosMinimos: '',
      idiomas: [{ idIdioma: '2', idNivel: '4' }],
    });
    const check = checkOfferForm(fields);
    expect(check.ok).toBe(true);
  });
});

describe('serverFieldErrors', () => {
  it('keys the server errors by field, one per multi-select', () => {
    expect(
      serverFieldErrors({
        errores: [
          { campo: 'titulaciones.1', codigo: 'x', mensaje: 'La titulación no admite prácticas' },
          { campo: 'idLocalidad', codigo: 'invalid', mensaje: 'El campo está mal formado' },
        ],
      }),
    ).toEqual({
      titulaciones: 'La titulación no admite prácticas',
      idLocalidad: 'El campo está mal formado',
    });
    expect(serverFieldErrors(null)).toBeNull();
    expect(serverFieldErrors({ errores: [] })).toBeNull();
  });
});
