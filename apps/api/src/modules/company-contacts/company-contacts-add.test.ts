import type { FieldError, ManagementContact } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildManagementContact } from '../../test/fixture-company-data.ts';
import { createTestApp } from '../../test/test-app.ts';
import { contact, contactsClient } from './company-contacts.fixtures.ts';

const t = await createTestApp();
const { company, post, listOf, contactCount } = contactsClient(t);

describe('addContactoEmpresa and dameContactosConveniosEmpresa', () => {
  it("lists a company's stored contact (the agreement form preselects it)", async () => {
    const c = await company();
    await buildManagementContact(t.ctx.db, c.company.id);
    const contacts = Object.values(await listOf(c.headers));
    expect(contacts).toMatchObject([
      { nombre: 'Raúl', apellidos: 'Moreno Díaz', tipoContacto: [7, 9], idPais: 1 },
    ]);
  });

  it('adds a contact (530) and lists the contacts keyed by id', async () => {
    const c = await company();
    expect(await listOf(c.headers)).toEqual({});
    const res = await post('addContactoEmpresa', contact, c.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ datos: ManagementContact; mensaje: string }>();
    expect(body.mensaje).toBe('El contacto de gestión se ha añadido correctamente.');
    expect(body.datos).toMatchObject({
      dni: '12345678Z',
      telefono1: '600 111 222',
      telefono2: null,
      tipoContacto: [2, 7],
      aniosForoEmpleo: [2023, 2024],
    });
    expect(await listOf(c.headers)).toEqual({ [String(body.datos.idContacto)]: body.datos });
  });

  it('uses contact type 9 when none is given and the brand does not ask for it', async () => {
    const c = await company();
    const { tipoContacto: _types, ...withoutType } = contact;
    const required = await post('addContactoEmpresa', withoutType, c.headers);
    expect(required.statusCode).toBe(400);
    expect(required.json().datos.errores).toEqual([
      { campo: 'tipoContacto', codigo: 'required', mensaje: 'Este campo es requerido' },
    ]);
    await t.ctx.brand.update({ requestTipoContacto: false });
    try {
      const res = await post('addContactoEmpresa', withoutType, c.headers);
      expect(res.json<{ datos: ManagementContact }>().datos.tipoContacto).toEqual([9]);
    } finally {
      await t.ctx.brand.update({ requestTipoContacto: true });
    }
  });

  it('applies every rule of the management contact, writing nothing', async () => {
    const c = await company();
    const errorsOf = async (payload: object) => {
      const res = await post('addContactoEmpresa', payload, c.headers);
      expect(res.statusCode, res.body).toBe(400);
      return Object.fromEntries(
        res.json<{ datos: { errores: FieldError[] } }>().datos.errores.map((e) => [e.campo, e]),
      );
    };
    const empty = await errorsOf({});
    for (const field of [
      'nombre',
      'apellidos',
      'dni',
      'puesto',
      'telefono1',
      'direccion',
      'cp',
      'localidad',
    ]) {
      expect(empty[field]?.mensaje, field).toBe('Este campo es requerido');
    }
    // The brand rule on tipoContacto is the server's, checked once the form itself is valid
    // (the web form applies it with managementContactFormSchema).
    const wrong = await errorsOf({
      ...contact,
      nombre: 'An',
      dni: '12345678A',
      telefono1: '6001',
      telefono2: '91',
      email: 'josé@empresa.es',
      cp: '28',
      tipoContacto: [99],
      aniosForoEmpleo: [2009],
    });
    expect(wrong.nombre?.mensaje).toBe('El campo no tiene la longitud mínima requerida');
    expect(wrong.dni).toMatchObject({
      codigo: 'contact_dni',
      mensaje: 'El campo DNI está mal formado',
    });
    expect(wrong.telefono1?.mensaje).toBe('El campo no tiene la longitud mínima requerida');
    expect(wrong.telefono2?.mensaje).toBe('El campo no tiene la longitud mínima requerida');
    expect(wrong.email?.mensaje).toBe('Debes indicar una dirección de correo electrónico válida');
    expect(wrong.cp?.mensaje).toBe('El campo no tiene la longitud mínima requerida');
    expect(wrong.aniosForoEmpleo?.codigo).toBe('out_of_range');
    expect((await errorsOf({ ...contact, email: 'ana@empresa' })).email?.codigo).toBe('email');
    expect((await errorsOf({ ...contact, tipoContacto: [99] })).tipoContacto?.codigo).toBe(
      'malformed',
    );
    expect(
      (await errorsOf({ ...contact, telefono1: '+34 600 111 222 333 444' })).telefono1?.mensaje,
    ).toBe('La longitud del teléfono es excesiva');
    expect(await contactCount(c.company.id)).toBe(0);
    const nie = await post(
      'addContactoEmpresa',
      { ...contact, dni: 'X1234567L', email: undefined },
      c.headers,
    );
    expect(nie.statusCode, nie.body).toBe(200);
  });

  it('refuses the same DNI twice in one company, not across companies', async () => {
    const [a, b] = [await company(), await company()];
    expect((await post('addContactoEmpresa', contact, a.headers)).statusCode).toBe(200);
    const again = await post('addContactoEmpresa', { ...contact, dni: '12345678Z' }, a.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(515);
    expect((await post('addContactoEmpresa', contact, b.headers)).statusCode).toBe(200);
    expect(await contactCount(a.company.id)).toBe(1);
  });
});
