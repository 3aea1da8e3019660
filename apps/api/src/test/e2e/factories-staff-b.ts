import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companyUsers, users } from '../../db/schema.ts';
import { isoDay } from '../../db/seed/ids.ts';
import { accountDeletionRequests } from '../../modules/account-deletion/account-deletion.table.ts';
import { surveys } from '../../modules/surveys/surveys.table.ts';
import { buildCompanyAccountRequest, buildCompleteCompany } from '../build-companies.ts';
import { buildCandidate, buildStaff, randomDni } from '../builders.ts';
import { buildAgreements, sevenAgreements } from '../fixture-agreements.ts';
import { buildApplication, buildOffer } from '../offer-builders.ts';
import { insertDocumentation } from './companies-documentation.ts';
import type { Factory } from './factories.ts';
import { setPerson, tag } from './people.ts';
import { DAY_MS } from '../../lib/dates.ts';

/**
 * The factories of the back-office specs of offers, companies, agreements and list filters
 * (e2e/staff): companies in the states the careers office acts on (pending, blocked, duplicated,
 * with two users, with offers waiting for validation or for changes), the agreements of a
 * company, and the rows the list filters search (a draft survey, deletion requests, a deactivated
 * manager, the documentation). Names carry the test's word; emails, CIFs and DNIs are unique.
 */

const person = z.object({ nombre: z.string().min(1), apellidos: z.string().min(1) });

const offerInput = z.object({
  titulo: z.string().min(1),
  /** 1 pending validation, 2 published. */
  estado: z.number().int().default(1),
  familia: z.enum(['practicas', 'practicastitulados', 'empleo']).default('empleo'),
  /** The changes the careers office asked for (the offer waits for them). */
  cambiosSolicitados: z.string().min(1).optional(),
  /** Candidates who applied to it (just sent). */
  candidatos: z.array(person).default([]),
});

const companyInput = z.object({
  nombreComercial: z.string().min(1),
  razonSocial: z.string().min(1).optional(),
  /** The tax id as written (another company's, with a dash, makes a duplicate). */
  cif: z.string().min(1).optional(),
  /** Still waiting for the careers office to validate it. */
  pendiente: z.boolean().default(false),
  /** Blocked by the careers office with this message. */
  bloqueo: z.string().min(1).optional(),
  usuario: person,
  /** A second user, who also belongs to a company of their own named so. */
  otroUsuario: person.extend({ empresa: z.string().min(1) }).optional(),
  ofertas: z.array(offerInput).default([]),
});

const wordInput = z.object({ palabra: z.string().regex(/^[a-z0-9]+$/) });

export const staffBFactories = {
  /**
   * A company with one user (and perhaps a second one), in the state the careers office finds
   * it, with its offers and their candidates. Answers the ids, the tax id and the sign-in data.
   */
  async empresaGestion(db: Db, raw: unknown) {
    const input = companyInput.parse(raw);
    const { company, user } = await buildCompleteCompany(db, {
      nombreComercial: input.nombreComercial,
      razonSocial: input.razonSocial ?? `${input.nombreComercial} S.L.`,
      validada: !input.pendiente,
      ...(input.cif === undefined ? {} : { cif: input.cif }),
      ...(input.bloqueo === undefined ? {} : { bloqueada: true, mensajeBloqueo: input.bloqueo }),
    });
    await setPerson(db, user.id, input.usuario);
    let otroUsuario: { id: number; email: string } | undefined;
    if (input.otroUsuario !== undefined) {
      const { empresa, ...name } = input.otroUsuario;
      const other = await buildCompleteCompany(db, { nombreComercial: empresa });
      await setPerson(db, other.user.id, name);
      await db
        .insert(companyUsers)
        .values({ userId: other.user.id, companyId: company.id, cargo: 'Administración' });
      otroUsuario = { id: other.user.id, email: other.user.email };
    }
    const ofertas: { id: number; titulo: string }[] = [];
    for (const o of input.ofertas) {
      const internship = o.familia !== 'empleo';
      const row = await buildOffer(db, {
        companyId: company.id,
        degrees: [],
        familia: o.familia,
        titulo: o.titulo,
        descripcion: `<p>${o.titulo} en un equipo con proyectos reales.</p>`,
        requisitos: 'Buena redacción.',
        plazas: 1,
        estado: o.estado,
        idTipoContrato: internship ? 9 : 1,
        curricular: o.familia === 'practicas' ? true : null,
        ...(o.cambiosSolicitados === undefined
          ? {}
          : {
              cambiosSolicitados: o.cambiosSolicitados,
              cambiosSolicitadosAt: new Date(Date.now() - 2 * DAY_MS),
            }),
      });
      for (const c of o.candidatos) {
        const candidate = await buildCandidate(db, {
          email: `cand-${tag()}@e2e.es`,
          conEmpleo: true,
        });
        await setPerson(db, candidate.id, c);
        await buildApplication(db, row.id, candidate.id);
      }
      ofertas.push({ id: row.id, titulo: o.titulo });
    }
    return {
      id: company.id,
      cif: company.cif,
      nombreComercial: input.nombreComercial,
      ofertas,
      ...(otroUsuario === undefined ? {} : { otroUsuario }),
      userId: user.id,
      user: user.email,
      login: '/login/empresas',
      name: input.usuario.nombre,
    };
  },

  /** A waiting request for a company account, as the public form stores it. */
  async solicitudEmpresa(db: Db, raw: unknown) {
    const input = person.extend({ nombreEmpresa: z.string().min(1) }).parse(raw);
    const email = `solicitud-${tag()}@e2e.es`;
    const row = await buildCompanyAccountRequest(db, {
      ...input,
      email,
      mensaje: 'Somos una academia y queremos ofrecer prácticas a estudiantes.',
      direccion: 'Calle del Prado 3, Madrid',
      aceptaComunicaciones: true,
    });
    return { id: row.id, email, cif: row.cif };
  },

  /**
   * A validated company with seven agreements (one in each state but two signed by the company),
   * a management contact, a billing account and no invoices.
   */
  async empresaConveniosGestion(db: Db, raw: unknown) {
    const input = wordInput.parse(raw);
    const nombreComercial = `Astilleros ${input.palabra}`;
    const { company, user } = await buildCompleteCompany(db, {
      nombreComercial,
      razonSocial: `${nombreComercial} S.A.`,
    });
    await setPerson(db, user.id, { nombre: 'Álvaro', apellidos: 'Quintana Ruiz' });
    await buildAgreements(
      db,
      { companyId: company.id, user: { id: user.id, email: user.email, nombre: 'Álvaro' } },
      sevenAgreements(),
    );
    return { id: company.id, cif: company.cif, nombreComercial };
  },

  /** The careers office's annexes, training notes and other documents, titled with `palabra`. */
  async documentacion(db: Db, raw: unknown) {
    const input = wordInput.parse(raw);
    await insertDocumentation(db, input.palabra);
    return { palabra: input.palabra };
  },

  /** A draft survey without questions, answers or invitations. */
  async encuestaBorrador(db: Db, raw: unknown) {
    const input = z.object({ titulo: z.string().min(1) }).parse(raw);
    const now = new Date();
    const [row] = await db
      .insert(surveys)
      .values({
        slug: `borrador-${tag()}`,
        titulo: input.titulo,
        descripcion: 'Opinión de estudiantes y empresas sobre la Feria de Empleo.',
        estado: 'borrador',
        fechaInicio: isoDay(now, 30),
        fechaFin: isoDay(now, 60),
      })
      .returning({ id: surveys.id });
    return { id: row?.id };
  },

  /**
   * Two graduates who asked to leave the service: `pendiente`'s request waits, `rechazada`'s was
   * refused with `motivo`.
   */
  async solicitudesBaja(db: Db, raw: unknown) {
    const input = z
      .object({ pendiente: person, rechazada: person, motivo: z.string().min(1) })
      .parse(raw);
    const now = Date.now();
    const built = async (name: { nombre: string; apellidos: string }) => {
      const dni = randomDni();
      const user = await buildCandidate(db, {
        email: `baja-${tag()}@e2e.es`,
        conEmpleo: true,
        dni,
      });
      await setPerson(db, user.id, name);
      return { id: user.id, email: user.email, dni };
    };
    const pending = await built(input.pendiente);
    const refused = await built(input.rechazada);
    await db.insert(accountDeletionRequests).values([
      { candidateId: pending.id, createdAt: new Date(now - 6 * DAY_MS) },
      {
        candidateId: refused.id,
        estado: 'rechazada',
        createdAt: new Date(now - 9 * DAY_MS),
        processedAt: new Date(now - 8 * DAY_MS),
        motivoRechazo: input.motivo,
      },
    ]);
    return { pendiente: pending, rechazada: refused };
  },

  /** A careers-office manager whose account was deactivated. */
  async gestorDesactivado(db: Db, raw: unknown) {
    const input = person.parse(raw);
    const manager = await buildStaff(db, 'gestor');
    await setPerson(db, manager.id, input);
    await db.update(users).set({ estado: 'baja' }).where(eq(users.id, manager.id));
    return { id: manager.id, email: manager.email };
  },
} satisfies Record<string, Factory>;
