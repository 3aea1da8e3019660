import { companyOfferCalls, type OfferFormInput, type OfferSaved } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  companies,
  offerComputerSkills,
  offerDegrees,
  offerLanguages,
  offers,
  programmes,
} from '../../db/schema.ts';
import { isoDay } from '../../db/seed/ids.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { validOfferForm } from '../../test/company-fixtures.ts';
import { joinProgramme } from '../../test/fixture-companies.ts';
import { buildProgramme } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { addOfferClient } from './add-offer.fixtures.ts';

const t = await createTestApp();
const own = await buildCompany(t.ctx.db);
const { offerCount, post, errorsOf, with_ } = addOfferClient(
  t,
  await t.authHeader(own.user.email, 'PrivadoEmpresa'),
);
const url = companyOfferCalls.add.path;

describe('addOferta', () => {
  it('creates an offer of each family, pending validation, with all its lists (506)', async () => {
    for (const familia of ['practicas', 'practicastitulados', 'empleo'] as const) {
      const res = await post(validOfferForm(familia));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ status: number; datos: OfferSaved; mensaje: string }>();
      expect(body.status).toBe(0);
      expect(body.mensaje).toContain('El servicio de empleo la revisará');
      expect(body.datos).toMatchObject({ familia, idEstado: 1, Estado: 'Pendiente de validación' });
      expect(body.datos.urlAcceso).toMatch(
        new RegExp(`^${String(body.datos.idOferta)}-oferta-de-prueba`),
      );
      const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, body.datos.idOferta));
      expect(row).toMatchObject({ familia, estado: 1, plazas: 2, idSector: 15 });
      const degrees = await t.ctx.db
        .select()
        .from(offerDegrees)
        .where(eq(offerDegrees.offerId, body.datos.idOferta));
      expect(degrees.map((d) => d.idTitulacion).sort()).toEqual([36, 37]);
      const languages = await t.ctx.db
        .select()
        .from(offerLanguages)
        .where(eq(offerLanguages.offerId, body.datos.idOferta));
      expect(languages).toEqual([{ offerId: body.datos.idOferta, idIdioma: 2, idNivel: 4 }]);
      const skills = await t.ctx.db
        .select()
        .from(offerComputerSkills)
        .where(eq(offerComputerSkills.offerId, body.datos.idOferta));
      expect(skills).toHaveLength(2);
      if (familia === 'empleo') {
        expect(row).toMatchObject({ curricular: null, tutorEmail: null, paraIntermediacion: true });
      } else {
        expect(row).toMatchObject({ remuneracion: '600.50', horasDia: '5.00', diasSemana: 5 });
        expect(row?.tutorEmail).toBe('tutora@empresa.es');
      }
      if (familia === 'practicas') {
        expect(row).toMatchObject({
          curricular: true,
          creditosMinimos: 120,
          nivelEstudiantes: 'grado',
        });
      }
    }
  });

  it('takes the graduate internships family as the specification writes it, practicas_titulados', async () => {
    const res = await post({
      ...validOfferForm('practicastitulados'),
      familia: 'practicas_titulados',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ datos: OfferSaved }>().datos;
    // Answers keep the portal's one spelling.
    expect(saved.familia).toBe('practicastitulados');
    const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, saved.idOferta));
    expect(row?.familia).toBe('practicastitulados');
  });

  it('keeps only safe formatting of the rich-text description', async () => {
    const res = await post(
      with_('empleo', {
        descripcion:
          '<p onclick="x()">Hola <strong>equipo</strong><script>alert(1)</script><a href="javascript:alert(1)">enlace</a></p><img src=x onerror=alert(1)>',
      }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select({ descripcion: offers.descripcion })
      .from(offers)
      .where(eq(offers.id, res.json<{ datos: OfferSaved }>().datos.idOferta));
    expect(row?.descripcion).toBe(
      '<p>Hola <strong>equipo</strong><a rel="noopener noreferrer">enlace</a></p>',
    );
    const scriptOnly = await errorsOf(
      with_('empleo', { descripcion: '<script>alert(1)</script>' }),
    );
    expect(scriptOnly.descripcion).toMatchObject({ mensaje: 'Este campo es requerido' });
  });

  it('names every invalid field with the spec messages and writes nothing', async () => {
    const errors = await errorsOf({
      familia: 'practicas',
      titulo: 'ab',
      plazas: 0,
      idTipoContrato: 'x',
      titulaciones: [],
      descripcion: '<p> </p>',
      diasSemana: 8,
      meses: 13,
      dedicacion: 101,
      horasDia: 'muchas',
      remuneracion: '12,345',
      fechaInicio: isoDay(new Date(), 60),
      fechaFin: isoDay(new Date(), 30),
      fechaFinInscripcion: isoDay(new Date(), -1),
      tutorEmail: 'tutor@',
      paraIntermediacion: true,
    });
    expect(errors.titulo?.mensaje).toBe('El campo no tiene la longitud mínima requerida');
    expect(errors.plazas).toMatchObject({
      codigo: 'out_of_range',
      mensaje: 'El valor está fuera del rango permitido',
    });
    expect(errors.idSector?.mensaje).toBe('Este campo es requerido');
    expect(errors.idTipoContrato?.mensaje).toBe('El campo está mal formado');
    expect(errors.titulaciones?.mensaje).toBe('Este campo es requerido');
    expect(errors.descripcion?.mensaje).toBe('Este campo es requerido');
    for (const field of ['diasSemana', 'meses', 'dedicacion']) {
      expect(errors[field]?.codigo, field).toBe('out_of_range');
    }
    expect(errors.horasDia?.mensaje).toBe('El campo está mal formado');
    expect(errors.remuneracion?.mensaje).toBe('El campo está mal formado');
    expect(errors.fechaFin).toMatchObject({
      codigo: 'start_before_end',
      mensaje: 'La fecha de inicio debe ser anterior a la fecha de fin',
    });
    expect(errors.fechaFinInscripcion?.codigo).toBe('not_before_today');
    expect(errors.tutorNombre?.mensaje).toBe('Este campo es requerido');
    expect(errors.tutorEmail?.mensaje).toBe(
      'Debes indicar una dirección de correo electrónico válida',
    );
    expect(errors.curricular?.mensaje).toBe('Este campo es requerido');
    expect(errors.paraIntermediacion?.codigo).toBe('jobs_only');
  });

  it('requires dates, hours and tutor of internships and keeps student fields to student internships', async () => {
    const internship = await errorsOf(
      with_('practicastitulados', {
        fechaInicio: '',
        fechaFin: null,
        horasDia: undefined,
        tutorNombre: '',
        tutorEmail: undefined,
        curricular: true,
        creditosMinimos: 30,
      }),
    );
    for (const field of ['fechaInicio', 'fechaFin', 'horasDia', 'tutorNombre', 'tutorEmail']) {
      expect(internship[field]?.mensaje, field).toBe('Este campo es requerido');
    }
    expect(internship.curricular?.codigo).toBe('student_internships_only');
    expect(internship.creditosMinimos?.codigo).toBe('student_internships_only');
    const job = await errorsOf(with_('empleo', { curricular: false, idPrograma: 1 }));
    expect(job.curricular?.codigo).toBe('student_internships_only');
    expect(job.idPrograma?.codigo).toBe('internships_only');
    const dates = await errorsOf(
      with_('practicas', { fechaInicio: '2030-02-30', fechaFin: isoDay(new Date(), 10) }),
    );
    expect(dates.fechaInicio?.mensaje).toBe('El campo está mal formado');
  });

  it('checks ids against the reference lists', async () => {
    const errors = await errorsOf(
      with_('practicas', {
        idSector: 9999,
        idLocalidad: 46250,
        titulaciones: [36, 64, 9999],
        idiomas: [{ idIdioma: 2, idNivel: 99 }],
        conocimientosInformaticos: [1, 1],
      }),
    );
    // Repeated ids are a schema error, answered before the lists are looked at.
    expect(errors.conocimientosInformaticos?.codigo).toBe('duplicated');
    expect(errors.idSector).toBeUndefined();
    const references = await errorsOf(
      with_('practicas', {
        idSector: 9999,
        idLocalidad: 46250,
        titulaciones: [36, 64, 9999],
        idiomas: [{ idIdioma: 2, idNivel: 99 }],
      }),
    );
    expect(references.idSector?.codigo).toBe('malformed');
    expect(references.idLocalidad?.codigo).toBe('malformed');
    expect(references['titulaciones.1']).toMatchObject({
      codigo: 'degree_not_for_student_internships',
      mensaje: 'La titulación no admite prácticas de estudiantes',
    });
    expect(references['titulaciones.2']?.codigo).toBe('malformed');
    expect(references['idiomas.0.idNivel']?.codigo).toBe('malformed');
  });

  it("makes a programme offer match the programme's dedication and months (58)", async () => {
    // A programme of 80 % over 12 months the company has joined.
    const built = await buildProgramme(t.ctx.db, { dedicacion: 80, meses: 12 });
    await joinProgramme(t.ctx.db, built.id, own.company.id);
    const [programme] = await t.ctx.db
      .select()
      .from(programmes)
      .where(eq(programmes.slug, built.slug));
    if (!programme) {
      throw new Error('programme missing');
    }
    const before = await offerCount();
    const wrong = await post(
      with_('practicastitulados', { idPrograma: programme.id, dedicacion: 60, meses: 6 }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ status: 58 });
    expect(wrong.json().mensaje).toContain('80 %');
    expect(await offerCount()).toBe(before);
    const right = await post(
      with_('practicastitulados', { idPrograma: programme.id, dedicacion: 80, meses: 12 }),
    );
    expect(right.statusCode, right.body).toBe(200);
    const unknown = await errorsOf(with_('practicastitulados', { idPrograma: 99999 }));
    expect(unknown.idPrograma?.codigo).toBe('malformed');
  });

  it('refuses a company that is not validated or is blocked (9), writing nothing', async () => {
    for (const overrides of [{ validada: false }, { bloqueada: true }]) {
      // Blocked companies cannot sign in (9); one blocked after signing in is refused here too.
      const { company, user } = await buildCompany(t.ctx.db, { validada: overrides.validada });
      const headers = await t.authHeader(user.email, 'PrivadoEmpresa');
      await t.ctx.db.update(companies).set(overrides).where(eq(companies.id, company.id));
      const before = await offerCount();
      const res = await post(validOfferForm('empleo'), headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe(9);
      expect(await offerCount()).toBe(before);
    }
  });

  it('is for companies only', async () => {
    const candidate = await t.app.inject({
      method: 'POST',
      url,
      payload: validOfferForm('empleo') satisfies OfferFormInput,
      headers: await t.authHeader((await buildCandidate(t.ctx.db)).email),
    });
    expect(candidate.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url,
      payload: validOfferForm('empleo'),
    });
    expect(anonymous.json().status).toBe(2);
  });
});
