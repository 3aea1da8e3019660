import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { candidateStudies } from '../../db/schema.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { buildCandidate, buildGraduate, buildStaff } from '../builders.ts';
import { buildCompleteCompany } from '../build-companies.ts';
import { buildEligibleStudent } from '../offer-builders.ts';
import { activityFactories } from './factories-activity.ts';
import { candidateFactories } from './factories-candidates.ts';
import { companyFactories } from './factories-companies.ts';
import { staffAFactories } from './factories-staff-a.ts';
import { staffBFactories } from './factories-staff-b.ts';
import { flowFactories } from './factories-flows.ts';
import { addCompanyOf, addFinishedDegree, setPerson, tag } from './people.ts';

/**
 * What the browser tests may build: each factory takes a validated input and answers the ids and
 * the sign-in data (`user`, `login`, `name`: the shape of an e2e account) of what it made. Names
 * are the test's; emails, CIFs and DNIs are unique, so tests never meet each other's data.
 */

const person = z.object({
  nombre: z.string().min(1).default('Ana'),
  apellidos: z.string().min(1).default('Prueba Test'),
});

const candidateInput = person.extend({
  /**
   * A student (internships and jobs), a graduate of the former-students door (jobs), or both: a
   * graduate studying another degree (`mixto`, who signs in at the students' door).
   */
  tipo: z.enum(['alumno', 'titulado', 'mixto']).default('alumno'),
  /** Passes every apply rule of a plain offer of degree 36 (credits, languages, documents). */
  apto: z.boolean().default(false),
  /** A student who also looks for a job (the jobs list and applying to job offers). */
  empleo: z.boolean().default(false),
  /** CV data left out (each is required by the default brand). */
  sin: z.array(z.enum(['nss', 'telefono', 'dni'])).default([]),
  /** Whether they accepted the current privacy text. */
  aceptaPrivacidad: z.boolean().default(true),
  /** Blocked by the careers office, with the message they see when signing in. */
  bloqueado: z.string().min(1).optional(),
  /** The CV's presentation, rich text as the editor writes it. */
  presentacion: z.string().min(1).optional(),
  /**
   * An account the candidate opened themselves, not verified by the record: its identity
   * document and birth date are theirs to write (the record's stay as the record says).
   */
  cuentaPropia: z.boolean().default(false),
});

const companyInput = person.extend({
  nombreComercial: z.string().min(1).optional(),
  /** Still waiting for the careers office to validate it. */
  pendiente: z.boolean().default(false),
  /** A second company the same user belongs to (they pick one when signing in). */
  otraEmpresa: z.string().min(1).optional(),
});

const staffInput = person.extend({
  rol: z.enum(['administrador', 'gestor']).default('administrador'),
});

const loginOf = (tipo: 'alumno' | 'titulado' | 'mixto') =>
  tipo === 'titulado' ? '/login/antiguos' : '/login/alumnos';

/** The people; offers, applications and the rest are in each area's file, spread below. */
const peopleFactories = {
  async candidato(db: Db, raw: unknown) {
    const input = candidateInput.parse(raw);
    const options = {
      email: `cand-${tag()}@e2e.es`,
      conEmpleo: input.empleo || input.tipo !== 'alumno',
      acceptsPrivacy: input.aceptaPrivacidad,
      ...(input.bloqueado === undefined
        ? {}
        : { estado: 'bloqueado' as const, mensajeBloqueo: input.bloqueado }),
      ...Object.fromEntries(input.sin.map((field) => [field, null])),
      ...(input.presentacion === undefined ? {} : { presentacion: input.presentacion }),
      ...(input.cuentaPropia ? { verificado: false } : {}),
    };
    const user =
      input.tipo === 'titulado'
        ? await buildGraduate(db, options)
        : input.apto
          ? await buildEligibleStudent(db, options)
          : await buildCandidate(db, options);
    // The record gives a degree in progress its total of credits and the year (a student able
    // to apply is well into it).
    await db
      .update(candidateStudies)
      .set({ creditosTotales: '240', curso: input.apto ? 3 : 1, estadoRegistro: 'matriculado' })
      .where(and(eq(candidateStudies.candidateId, user.id), eq(candidateStudies.enCurso, true)));
    if (input.tipo === 'mixto') {
      await addFinishedDegree(db, user.id);
    }
    await setPerson(db, user.id, input);
    const email = options.email;
    return { id: user.id, user: email, login: loginOf(input.tipo), name: input.nombre };
  },

  async empresa(db: Db, raw: unknown) {
    const input = companyInput.parse(raw);
    const nombreComercial = input.nombreComercial ?? `Empresa ${tag()}`;
    const { company, user } = await buildCompleteCompany(db, {
      nombreComercial,
      validada: !input.pendiente,
    });
    await setPerson(db, user.id, input);
    const otra =
      input.otraEmpresa === undefined
        ? undefined
        : await addCompanyOf(db, user.id, input.otraEmpresa);
    return {
      id: company.id,
      ...(otra === undefined ? {} : { otra }),
      userId: user.id,
      nombreComercial,
      user: user.email,
      login: '/login/empresas',
      name: input.nombre,
    };
  },

  async gestor(db: Db, raw: unknown) {
    const input = staffInput.parse(raw);
    const user = await buildStaff(db, input.rol);
    await setPerson(db, user.id, input);
    return { id: user.id, user: user.email, login: '/gestion/login', name: input.nombre };
  },
} satisfies Record<string, Factory>;

/** `ctx` is the app's, on the factory's transaction: for the few that store files. */
export type Factory = (db: Db, input: unknown, ctx: AppContext) => Promise<object>;

export const factories: Record<string, Factory> = {
  ...peopleFactories,
  ...activityFactories,
  ...candidateFactories,
  ...companyFactories,
  ...staffAFactories,
  ...staffBFactories,
  ...flowFactories,
};
