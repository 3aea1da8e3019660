import type {
  FieldError,
  ManagementContact,
  ManagementContactBodyInput,
  ManagementContactMap,
} from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyContacts } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import { createDemoTestApp } from '../../test/test-app.ts';

const t = await createDemoTestApp();

async function company() {
  const built = await buildCompany(t.ctx.db);
  return { ...built, headers: await t.authHeader(built.user.email, 'PrivadoEmpresa') };
}

const contact: ManagementContactBodyInput = {
  nombre: 'Ana',
  apellidos: 'Gil Pérez',
  dni: '12345678z',
  puesto: 'Responsable de RRHH',
  departamento: 'Personas',
  email: 'ana.gil@empresa.es',
  telefono1: '600 111 222',
  telefono2: '',
  direccion: 'Calle Sol 1',
  cp: '28001',
  localidad: 'Madrid',
  idLocalidad: 28079,
  provincia: 'Madrid',
  idPais: 1,
  tipoContacto: [7, 2],
  aniosForoEmpleo: [2024, 2023],
};

const post = (path: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/Empresa/${path}`, payload, headers });
const listOf = async (headers: Record<string, string>) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameContactosConveniosEmpresa',
      headers,
    })
  ).json<{ datos: ManagementContactMap }>().datos;
const contactCount = async (companyId: number) =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(companyContacts)
      .where(eq(companyContacts.companyId, companyId))
  )[0]?.n ?? 0;

describe('addContactoEmpresa and dameContactosConveniosEmpresa', () => {
  it('has one demo contact for empresa@demo.es (preselected by the agreement form)', async () => {
    const contacts = Object.values(await listOf(await t.authHeader('empresa@demo.es')));
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

describe('editaContactoEmpresa', () => {
  it("changes one of the company's contacts and never another company's", async () => {
    const [a, b] = [await company(), await company()];
    const created = (await post('addContactoEmpresa', contact, a.headers)).json<{
      datos: ManagementContact;
    }>().datos;
    const res = await post(
      'editaContactoEmpresa',
      { ...contact, idContacto: created.idContacto, puesto: 'Gerente', tipoContacto: [9] },
      a.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ datos: ManagementContact }>().datos).toMatchObject({
      idContacto: created.idContacto,
      puesto: 'Gerente',
      tipoContacto: [9],
    });
    const foreign = await post(
      'editaContactoEmpresa',
      { ...contact, idContacto: created.idContacto, puesto: 'Intruso' },
      b.headers,
    );
    expect(foreign.statusCode).toBe(404);
    const [row] = await t.ctx.db
      .select()
      .from(companyContacts)
      .where(eq(companyContacts.id, created.idContacto));
    expect(row?.puesto).toBe('Gerente');
    expect(await listOf(b.headers)).toEqual({});
    const invalid = await post(
      'editaContactoEmpresa',
      { ...contact, idContacto: created.idContacto, dni: 'X' },
      a.headers,
    );
    expect(invalid.statusCode).toBe(400);
  });
});

describe('eliminaContactoEmpresa', () => {
  it("deletes one of the company's contacts and never another company's", async () => {
    const [a, b] = [await company(), await company()];
    const created = (await post('addContactoEmpresa', contact, a.headers)).json<{
      datos: ManagementContact;
    }>().datos;
    const foreign = await post(
      'eliminaContactoEmpresa',
      { idContacto: created.idContacto },
      b.headers,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().status).toBe(404);
    expect(await contactCount(a.company.id)).toBe(1);

    const res = await post('eliminaContactoEmpresa', { idContacto: created.idContacto }, a.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 0,
      mensaje: 'El contacto de gestión se ha eliminado.',
    });
    expect(await listOf(a.headers)).toEqual({});
    const again = await post(
      'eliminaContactoEmpresa',
      { idContacto: created.idContacto },
      a.headers,
    );
    expect(again.statusCode).toBe(404);
  });

  it('needs a valid id, a company session and the company role', async () => {
    const a = await company();
    const invalid = await post('eliminaContactoEmpresa', { idContacto: 'x' }, a.headers);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().datos.errores[0]).toMatchObject({ campo: 'idContacto' });
    const anonymous = await post('eliminaContactoEmpresa', { idContacto: 1 }, {});
    expect(anonymous.statusCode).toBe(401);
    const candidate = await post(
      'eliminaContactoEmpresa',
      { idContacto: 1 },
      await t.authHeader('estudiante@demo.es'),
    );
    expect(candidate.statusCode).toBe(403);
    expect(await listOf(await t.authHeader('empresa@demo.es'))).not.toEqual({});
  });
});

describe('postal codes of management contacts', () => {
  it('refuses a Spanish address without a Spanish postal code, on add and on edit', async () => {
    const { company: built, headers } = await company();
    for (const cp of ['99999', '53001', '2800', 'ABCDE']) {
      for (const idPais of [1, undefined]) {
        const res = await post('addContactoEmpresa', { ...contact, cp, idPais }, headers);
        expect(res.statusCode).toBe(400);
        const errores = res.json<{ datos: { errores: FieldError[] } }>().datos.errores;
        expect(errores).toContainEqual(
          expect.objectContaining({ campo: 'cp', mensaje: 'El campo está mal formado' }),
        );
      }
    }
    expect(await contactCount(built.id)).toBe(0);

    const added = await post('addContactoEmpresa', contact, headers);
    expect(added.json()).toMatchObject({ status: 0 });
    const [saved] = Object.values(await listOf(headers));
    const edit = await post(
      'editaContactoEmpresa',
      { ...contact, idContacto: saved?.idContacto, cp: '60001' },
      headers,
    );
    expect(edit.statusCode).toBe(400);
    expect(Object.values(await listOf(headers))[0]?.cp).toBe('28001');
  });

  it('accepts a foreign postal code for an address abroad', async () => {
    const { headers } = await company();
    const res = await post(
      'addContactoEmpresa',
      { ...contact, idPais: 2, cp: '75001', provincia: 'Île-de-France', idLocalidad: null },
      headers,
    );
    expect(res.json()).toMatchObject({ status: 0 });
  });
});

describe("the newuser payload's nick, password and nif", () => {
  const fieldErrors = async (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode, res.body).toBe(400);
    return Object.fromEntries(
      res.json<{ datos: { errores: FieldError[] } }>().datos.errores.map((e) => [e.campo, e]),
    );
  };

  it('refuses a portal login (nick, password) for a contact, saying why, and writes nothing', async () => {
    const c = await company();
    const errors = await fieldErrors(
      await post(
        'addContactoEmpresa',
        { ...contact, nick: 'ana.gil', password: 'Clave2024' },
        c.headers,
      ),
    );
    for (const campo of ['nick', 'password']) {
      expect(errors[campo]).toMatchObject({
        codigo: 'not_supported',
        mensaje: expect.stringContaining('Un contacto de gestión no tiene usuario ni contraseña'),
      });
    }
    expect(await contactCount(c.company.id)).toBe(0);
  });

  it('takes nif as the identity document when dni is not sent, and refuses a different one', async () => {
    const c = await company();
    const { dni: _dni, ...withoutDni } = contact;
    const saved = await post('addContactoEmpresa', { ...withoutDni, nif: '12345678z' }, c.headers);
    expect(saved.json().status, saved.body).toBe(0);
    const [stored] = Object.values(await listOf(c.headers));
    expect(stored?.dni).toBe('12345678Z');
    const errors = await fieldErrors(
      await post('addContactoEmpresa', { ...contact, nif: '87654321X' }, c.headers),
    );
    expect(errors.nif).toMatchObject({ mensaje: 'El campo DNI está mal formado' });
    const editErrors = await fieldErrors(
      await post(
        'editaContactoEmpresa',
        { ...contact, idContacto: stored?.idContacto, password: 'x' },
        c.headers,
      ),
    );
    expect(editErrors.password?.codigo).toBe('not_supported');
  });

  it('accepts forum years up to the current one, not next year', async () => {
    const c = await company();
    const year = new Date().getFullYear();
    expect(
      (await post('addContactoEmpresa', { ...contact, aniosForoEmpleo: [year] }, c.headers)).json()
        .status,
    ).toBe(0);
    const errors = await fieldErrors(
      await post('addContactoEmpresa', { ...contact, aniosForoEmpleo: [year + 1] }, c.headers),
    );
    expect(errors.aniosForoEmpleo?.codigo).toBe('out_of_range');
  });
});
