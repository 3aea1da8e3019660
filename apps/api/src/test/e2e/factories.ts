import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { buildCandidate, buildCompany, buildGraduate, buildStaff } from '../builders.ts';
import {
  buildApplication,
  buildEligibleStudent,
  buildOffer,
  dayOffset,
} from '../offer-builders.ts';
import { candidateFactories } from './factories-candidates.ts';
import { setPerson } from './people.ts';

/**
 * What the browser tests may build: each factory takes a validated input and answers the ids and
 * the sign-in data (`user`, `login`, `name`: the shape of an e2e account) of what it made. Names
 * are the test's; emails, CIFs and DNIs are unique, so tests never meet each other's data.
 */
const tag = () => randomBytes(4).toString('hex');

const person = z.object({
  nombre: z.string().min(1).default('Ana'),
  apellidos: z.string().min(1).default('Prueba Test'),
});

const candidateInput = person.extend({
  /** A student (internships and jobs) or a graduate of the former-students door (jobs). */
  tipo: z.enum(['alumno', 'titulado']).default('alumno'),
  /** Passes every apply rule of a plain offer of degree 36 (credits, languages, documents). */
  apto: z.boolean().default(false),
  /** A student who also looks for a job (the jobs list and applying to job offers). */
  empleo: z.boolean().default(false),
});

const companyInput = person.extend({
  nombreComercial: z.string().min(1).optional(),
});

const offerInput = z.object({
  companyId: z.number().int().positive().optional(),
  familia: z.enum(['practicas', 'practicastitulados', 'empleo']).default('practicas'),
  titulo: z.string().min(1),
  descripcion: z.string().default('<p>Descripción de la oferta.</p>'),
  /** 2 published; other states as the offers module numbers them. */
  estado: z.number().int().default(2),
  titulaciones: z.array(z.number().int()).default([36]),
  idProvincia: z.number().int().optional(),
  diasParaInscribirse: z.number().int().default(30),
});

const applicationInput = z.object({
  offerId: z.number().int().positive(),
  candidateId: z.number().int().positive(),
  /** The states it went through, the last one current. */
  estados: z.array(z.number().int()).min(1).default([1]),
});

const staffInput = person.extend({
  rol: z.enum(['administrador', 'gestor']).default('administrador'),
});

const loginOf = (tipo: 'alumno' | 'titulado') =>
  tipo === 'alumno' ? '/login/alumnos' : '/login/antiguos';

/** The factories of people, offers and applications; each area's file adds its own below. */
const coreFactories = {
  async candidato(db: Db, raw: unknown) {
    const input = candidateInput.parse(raw);
    const email = `cand-${tag()}@e2e.es`;
    const user =
      input.tipo === 'titulado'
        ? await buildGraduate(db, { email })
        : input.apto
          ? await buildEligibleStudent(db, { email, conEmpleo: input.empleo })
          : await buildCandidate(db, { email, conEmpleo: input.empleo });
    await setPerson(db, user.id, input);
    return { id: user.id, user: email, login: loginOf(input.tipo), name: input.nombre };
  },

  async empresa(db: Db, raw: unknown) {
    const input = companyInput.parse(raw);
    const { company, user } = await buildCompany(db);
    const nombreComercial = input.nombreComercial ?? `Empresa ${tag()}`;
    await setPerson(db, user.id, input, { companyId: company.id, nombreComercial });
    return {
      id: company.id,
      userId: user.id,
      nombreComercial,
      user: user.email,
      login: '/login/empresas',
      name: input.nombre,
    };
  },

  async oferta(db: Db, raw: unknown) {
    const input = offerInput.parse(raw);
    const offer = await buildOffer(db, {
      companyId: input.companyId,
      familia: input.familia,
      titulo: input.titulo,
      descripcion: input.descripcion,
      estado: input.estado,
      degrees: input.titulaciones,
      curricular: input.familia === 'practicas',
      ...(input.idProvincia === undefined ? {} : { idProvincia: input.idProvincia }),
      fechaFinInscripcion: dayOffset(input.diasParaInscribirse),
    });
    return { id: offer.id, companyId: offer.companyId, titulo: offer.titulo };
  },

  async inscripcion(db: Db, raw: unknown) {
    const input = applicationInput.parse(raw);
    const row = await buildApplication(db, input.offerId, input.candidateId, input.estados);
    return { id: row.id };
  },

  async gestor(db: Db, raw: unknown) {
    const input = staffInput.parse(raw);
    const user = await buildStaff(db, input.rol);
    await setPerson(db, user.id, input);
    return { id: user.id, user: user.email, login: '/gestion/login', name: input.nombre };
  },
} satisfies Record<string, Factory>;

export type Factory = (db: Db, input: unknown) => Promise<object>;

export const factories: Record<string, Factory> = {
  ...coreFactories,
  ...candidateFactories,
};
