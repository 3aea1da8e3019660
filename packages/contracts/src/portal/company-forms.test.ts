import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../validators/field-errors.ts';
import { billingAccountBodySchema } from './billing-accounts.ts';
import { managementContactFormSchema } from './company-contacts.ts';
import { offerFormDefaults, offerFormSchema } from './company-offer-form.ts';
import { changePasswordBodySchema, companyProfileBodySchema } from './company-profile.ts';

/** Field → message of a failed parse. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: z.core.$ZodIssue[] } | undefined;
}) {
  expect(result.success).toBe(false);
  return Object.fromEntries(
    toFieldErrors(result.error?.issues ?? []).map((e) => [e.campo, e.mensaje]),
  );
}

describe('offer form', () => {
  it('shows every error of an empty internship form at the first submit', () => {
    const errors = errorsOf(offerFormSchema.safeParse(offerFormDefaults('practicastitulados')));
    expect(errors).toMatchObject({
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

  it('reads numbers typed as text and checks their ranges', () => {
    const base = {
      ...offerFormDefaults('empleo'),
      titulo: 'Analista',
      idSector: '15',
      idTipoContrato: 1,
      titulaciones: [36],
      descripcion: '<p>Texto</p>',
    };
    const ok = offerFormSchema.safeParse({ ...base, remuneracion: '1.200,5'.replace('.', '') });
    expect(ok.success && ok.data.remuneracion).toBe(1200.5);
    expect(ok.success && ok.data.idSector).toBe(15);
    expect(errorsOf(offerFormSchema.safeParse({ ...base, plazas: '1000' }))).toEqual({
      plazas: 'El valor está fuera del rango permitido',
    });
    expect(errorsOf(offerFormSchema.safeParse({ ...base, plazas: 1.5 }))).toEqual({
      plazas: 'El campo está mal formado',
    });
  });
});

describe('offer dates', () => {
  it('keep the application deadline on or before the internship ends', () => {
    const internship = {
      ...offerFormDefaults('practicastitulados'),
      titulo: 'Prácticas de análisis',
      idSector: 15,
      idTipoContrato: 1,
      titulaciones: [36],
      descripcion: '<p>Texto</p>',
      fechaInicio: '2099-03-01',
      fechaFin: '2099-06-01',
      horasDia: 5,
      tutorNombre: 'Ana Tutora',
      tutorEmail: 'tutora@empresa.es',
    };
    expect(
      errorsOf(offerFormSchema.safeParse({ ...internship, fechaFinInscripcion: '2099-09-01' })),
    ).toEqual({
      fechaFinInscripcion: 'El plazo de inscripción no puede acabar después de la fecha de fin',
    });
    expect(
      offerFormSchema.safeParse({ ...internship, fechaFinInscripcion: '2099-06-01' }).success,
    ).toBe(true);
  });
});

describe('fiscal account', () => {
  const account = {
    NombreFiscal: 'Empresa S.L.',
    CIF: 'B12345674',
    domicilioFiscal: 'Calle Mayor 1',
    idPais: 1,
    idProvincia: 28,
    poblacion: 'Madrid',
    cp: '28013',
  };

  it('asks for a province of the list in Spain and for text elsewhere', () => {
    expect(billingAccountBodySchema.safeParse(account).success).toBe(true);
    expect(
      errorsOf(billingAccountBodySchema.safeParse({ ...account, idProvincia: undefined })),
    ).toEqual({ idProvincia: 'Este campo es requerido' });
    expect(errorsOf(billingAccountBodySchema.safeParse({ ...account, idPais: 3 }))).toEqual({
      provincia: 'Este campo es requerido',
    });
    expect(
      errorsOf(billingAccountBodySchema.safeParse({ ...account, idPais: 3, provincia: 'NY' })),
    ).toEqual({ provincia: 'El campo no tiene la longitud mínima requerida' });
  });

  it('needs the postal address only with postal invoices, and with an empty CIF still says so', () => {
    expect(
      errorsOf(
        billingAccountBodySchema.safeParse({
          ...account,
          CIF: '',
          requiereEnvioPostalFacturas: true,
        }),
      ),
    ).toEqual({ CIF: 'Este campo es requerido', domicilioEnvioPostal: 'Este campo es requerido' });
    const off = billingAccountBodySchema.safeParse({ ...account, domicilioEnvioPostal: 'x' });
    expect(off.success).toBe(true);
  });
});

describe('management contact and profile', () => {
  it('requires a contact type only when the brand asks for it', () => {
    const contact = {
      nombre: 'Ana',
      apellidos: 'Gil Pérez',
      dni: '12345678Z',
      puesto: 'RRHH',
      telefono1: '600000000',
      direccion: 'Calle Sol 1',
      cp: '28001',
      localidad: 'Madrid',
    };
    expect(
      managementContactFormSchema({ requestTipoContacto: false }).safeParse(contact).success,
    ).toBe(true);
    expect(
      errorsOf(
        managementContactFormSchema({ requestTipoContacto: true }).safeParse({
          ...contact,
          dni: '12345678A',
          tipoContacto: [],
        }),
      ),
    ).toEqual({ dni: 'El campo DNI está mal formado', tipoContacto: 'Este campo es requerido' });
  });

  it('checks the Spanish postal code of the company and the password confirmation', () => {
    const errors = errorsOf(
      companyProfileBodySchema.safeParse({
        cif: 'B12345674',
        nombreComercial: 'Empresa',
        razonSocial: 'Empresa S.L.',
        idSector: 15,
        email: 'rrhh@empresa.es',
        telefono: '910000000',
        direccion: 'Calle Mayor 1',
        cp: '99999',
        idPais: 1,
        idProvincia: 28,
      }),
    );
    expect(errors).toEqual({ cp: 'El campo está mal formado' });
    expect(
      errorsOf(
        changePasswordBodySchema.safeParse({
          passwordActual: 'x',
          password: 'nueva1234',
          confirmacion: 'nueva12345',
        }),
      ),
    ).toEqual({ confirmacion: 'Las contraseñas no coinciden' });
  });
});
