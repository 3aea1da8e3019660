import type { FieldError, ManagementContact } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyContacts } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { buildManagementContact } from '../../test/fixture-company-data.ts';
import { createTestApp } from '../../test/test-app.ts';
import { contact, contactsClient } from './company-contacts.fixtures.ts';

const t = await createTestApp();
const { company, post, listOf, contactCount } = contactsClient(t);

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
    // A contact that must survive the refused calls.
    const kept = await buildManagementContact(t.ctx.db, a.company.id);
    const invalid = await post('eliminaContactoEmpresa', { idContacto: 'x' }, a.headers);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().datos.errores[0]).toMatchObject({ campo: 'idContacto' });
    const anonymous = await post('eliminaContactoEmpresa', { idContacto: kept.id }, {});
    expect(anonymous.statusCode).toBe(401);
    const candidate = await post(
      'eliminaContactoEmpresa',
      { idContacto: kept.id },
      await t.authHeader((await buildCandidate(t.ctx.db)).email),
    );
    expect(candidate.statusCode).toBe(403);
    expect(await listOf(a.headers)).not.toEqual({});
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
    const inEnglish = await fieldErrors(
      await post(
        'addContactoEmpresa',
        { ...contact, nick: 'ana.gil' },
        { ...c.headers, 'accept-language': 'en' },
      ),
    );
    expect(inEnglish.nick?.mensaje).toBe(
      "A management contact has no username or password in the portal; the careers office creates the company's users.",
    );
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
