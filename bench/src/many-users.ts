/**
 * The many-user load run, in its own process (run.ts starts it; never in the server's process):
 * autocannon's API with one request whose `setupRequest` draws every request afresh, as one of
 * the signed-in candidates (many-users-plan.ts) would ask it:
 *
 * - 60 % offer lists of a family the candidate's profile sees: 40 % of them page 1 without
 *   filters, the rest a long tail (provinces in ~60 % of those, a title word in ~45 % — words of
 *   the generated titles, half without accents, sometimes two —, pages 1–5, omitirInscritos,
 *   contract, functional area, salary, training type, days since publication);
 * - 20 % offer sheets (an offer of that family seen in its lists);
 * - 15 % reads: notifications, my applications of a family;
 * - 5 % writes: apply (to an offer the candidate holds no application to, while it has fewer
 *   than three live ones) and withdraw (one still unprocessed, to make room, as people at the
 *   limit do), a CV edit (editPresentacion), a company creating or editing a
 *   pending offer, the careers office publishing (validating) the oldest pending one, which
 *   changes the offers candidates see during the run.
 *
 * Counts 2xx, expected 4xx (business rules answered to writes: 10 already applied, 103 too many
 * applications…), failures (a 4xx to a read, 5xx other than 503, socket errors, timeouts), 429
 * and 503 apart, and `x-portal-cache` (shared | miss) of the answers: the share served
 * from a kept answer. Prints the figures as JSON.
 *   tsx bench/src/many-users.ts /path/to/plan.json
 */
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import contractTypes from '../../apps/api/src/modules/domains/data/tiposContrato.json' with { type: 'json' };
import {
  ApplicationState,
  activeApplicationStates,
  MAX_ACTIVE_APPLICATIONS,
} from '@portal/contracts';
import type { LoadFigures } from './load.ts';
import { prng, randomListQuery } from './list-questions.ts';
import { applicationLists, type Family, type ManyUsersPlan } from './many-users-plan.ts';

const plan = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as ManyUsersPlan;

const random = prng(plan.seed);

type Kind =
  | 'list'
  | 'sheet'
  | 'notifications'
  | 'applications'
  | 'apply'
  | 'withdraw'
  | 'cv'
  | 'company-add'
  | 'company-edit'
  | 'publish';
export type Group = 'lists' | 'sheets' | 'reads' | 'writes';
const groupOf: Record<Kind, Group> = {
  list: 'lists',
  sheet: 'sheets',
  notifications: 'reads',
  applications: 'reads',
  apply: 'writes',
  withdraw: 'writes',
  cv: 'writes',
  'company-add': 'writes',
  'company-edit': 'writes',
  publish: 'writes',
};

interface Drawn {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  token: string;
  body?: unknown;
  /** What to remember once it answered 2xx. */
  after?: (body: string) => void;
  /** What to take back when it did not (a write counted on before its answer). */
  undo?: () => void;
}

const viewers = plan.candidates.filter((c) => c.families.length > 0);
const offers: Record<Family, number[]> = {
  practicas: [...plan.offers.practicas],
  practicastitulados: [...plan.offers.practicastitulados],
  empleo: [...plan.offers.empleo],
};
/**
 * Each candidate's applications not withdrawn (offer → state), as it knows them: it applies only
 * where it holds none, while it has fewer than three live ones, and makes room by withdrawing one
 * the company has not processed yet, as a person at the limit does. Counted when the request is
 * sent, so two of its requests in flight do not both take the last place.
 */
const holdings = new Map(
  plan.candidates.map((c) => [c.token, new Map(c.held.map((h) => [h.offer, h.estado]))]),
);
/** Candidates who withdrew to make room and apply next (their next write is that application). */
const makingRoom: { candidate: ManyUsersPlan['candidates'][number]; family: Family }[] = [];
/** Offers companies created during the run, pending until the careers office publishes them. */
const pending: { company: string; id: number }[] = [];
let written = 0;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const listQuery = () => randomListQuery(random, plan.words);

/** The contract types an employment offer may take (the others are for internships). */
const employmentContracts = contractTypes
  .filter((t) => t.familias.includes('empleo'))
  .map((t) => t.id);

function offerForm(title: string) {
  return {
    familia: 'empleo',
    titulo: title,
    plazas: 1,
    idSector: random.int(1, 10),
    idTipoContrato: random.pick(employmentContracts),
    titulaciones: [random.int(1, 63)],
    idProvincia: random.int(1, 52),
    descripcion: `<p>Oferta de ${random.pick(plan.words)} escrita durante el bench.</p>`,
    fechaFinInscripcion: day(30),
  };
}

/**
 * A candidate's application: to an offer it does not hold (mostly one that fits its CV, now and
 * then any of the family), or, at three live ones, the withdrawal of one still unprocessed (or,
 * when `withdrawFirst`, whenever it has one), after which it applies elsewhere. Null when it can
 * do neither.
 */
function applicationWrite(
  candidate: ManyUsersPlan['candidates'][number],
  family: Family,
  withdrawFirst: boolean,
): Drawn | null {
  const held = holdings.get(candidate.token) ?? new Map<number, number>();
  const live = [...held.values()].filter((estado) => activeApplicationStates.includes(estado));
  const withdrawable = [...held]
    .filter(([, estado]) => estado === ApplicationState.APPLIED)
    .map(([offer]) => offer);
  if ((withdrawFirst || live.length >= MAX_ACTIVE_APPLICATIONS) && withdrawable.length > 0) {
    const offer = random.pick(withdrawable);
    held.delete(offer);
    return {
      kind: 'withdraw',
      method: 'POST',
      path: '/api/Alumno/desinscribirse',
      token: candidate.token,
      body: { urlOferta: offer },
      after: () => makingRoom.push({ candidate, family }),
      undo: () => held.set(offer, ApplicationState.APPLIED),
    };
  }
  if (live.length >= MAX_ACTIVE_APPLICATIONS) {
    return null;
  }
  const pool = (
    candidate.fits.length > 0 && random.chance(0.8) ? candidate.fits : offers[family]
  ).filter((offer) => !held.has(offer));
  if (pool.length === 0) {
    return null;
  }
  const offer = random.pick(pool);
  held.set(offer, ApplicationState.APPLIED);
  return {
    kind: 'apply',
    method: 'POST',
    path: '/api/Alumno/inscribirse',
    token: candidate.token,
    body: { urlOferta: offer },
    undo: () => held.delete(offer),
  };
}

function write(): Drawn {
  const r = random.next();
  const next = r < 0.45 ? makingRoom.shift() : undefined;
  const candidate = next?.candidate ?? random.pick(viewers);
  const family = next?.family ?? random.pick(candidate.families);
  const application =
    r < 0.45 ? applicationWrite(candidate, family, next === undefined && r < 0.15) : null;
  if (application !== null) {
    return application;
  }
  if (r < 0.65) {
    return {
      kind: 'cv',
      method: 'POST',
      path: '/api/Alumno/editPresentacion',
      token: candidate.token,
      body: {
        texto: `<p>Me interesa ${random.pick(plan.words)} y ${random.pick(plan.words)}.</p>`,
      },
    };
  }
  if (r < 0.82 && plan.staff !== null && pending.length > 0) {
    const { id } = pending.shift() as { company: string; id: number };
    return {
      kind: 'publish',
      method: 'POST',
      path: '/api/Gestion/validarOferta',
      token: plan.staff,
      body: { idOferta: id },
      after: () => offers.empleo.push(id),
    };
  }
  written += 1;
  const title = `${random.pick(['Analista', 'Técnico/a', 'Consultor/a'])} de ${random.pick(plan.words)} ${String(written)}`;
  if (r < 0.91 && pending.length > 0) {
    const { company, id } = random.pick(pending);
    return {
      kind: 'company-edit',
      method: 'POST',
      path: `/api/Empresa/editaOferta/${String(id)}`,
      token: company,
      body: offerForm(title),
    };
  }
  const company = random.pick(plan.companies);
  return {
    kind: 'company-add',
    method: 'POST',
    path: '/api/Empresa/addOferta',
    token: company,
    body: offerForm(title),
    after: (text) => {
      const id = (JSON.parse(text) as { datos?: { idOferta?: number } }).datos?.idOferta;
      if (id !== undefined) {
        pending.push({ company, id });
      }
    },
  };
}

function draw(): Drawn {
  const r = random.next();
  const candidate = random.pick(viewers);
  const family = random.pick(candidate.families);
  if (r < 0.6 || (r < 0.8 && offers[family].length === 0)) {
    return {
      kind: 'list',
      method: 'GET',
      path: `/api/Alumno/dameOfertasUsuario/${family}${listQuery()}`,
      token: candidate.token,
    };
  }
  if (r < 0.8 && offers[family].length > 0) {
    return {
      kind: 'sheet',
      method: 'GET',
      path: `/api/Alumno/dameOferta/${String(random.pick(offers[family]))}`,
      token: candidate.token,
    };
  }
  // Reads: any signed-in candidate, including those whose profile sees no offer family.
  const reader = random.pick(plan.candidates);
  if (r < 0.86) {
    return {
      kind: 'notifications',
      method: 'GET',
      path: '/api/Alumno/dameNotificaciones',
      token: reader.token,
    };
  }
  if (r < 0.95) {
    return {
      kind: 'applications',
      method: 'GET',
      path: applicationLists[
        random.pick(reader.families.length > 0 ? reader.families : (['practicas'] as Family[]))
      ],
      token: reader.token,
    };
  }
  return write();
}

/**
 * BENCH_USERS_ONLY (`lists`, `sheets`, `reads`, `writes`, or several with commas): only those groups
 * of the mix, each drawn as in the whole mix, to see what each costs alone (a write's bookkeeping,
 * such as the offers waiting to be published, comes only from writes, so a group is kept or left
 * whole).
 */
const onlyGroups = process.env.BENCH_USERS_ONLY
  ? new Set(process.env.BENCH_USERS_ONLY.split(',').map((name) => name.trim()))
  : null;
for (const name of onlyGroups ?? []) {
  if (!Object.values(groupOf).includes(name as Group)) {
    throw new Error(`BENCH_USERS_ONLY: ${name} is none of lists, sheets, reads, writes`);
  }
}

function drawWanted(): Drawn {
  for (;;) {
    const drawn = draw();
    if (onlyGroups === null || onlyGroups.has(groupOf[drawn.kind])) {
      return drawn;
    }
  }
}

interface Tally {
  latencies: number[];
  statuses: Record<string, number>;
  ok: number;
  expected4xx: number;
  failed: number;
}
const tally = (): Tally => ({ latencies: [], statuses: {}, ok: 0, expected4xx: 0, failed: 0 });
const groups: Record<Group, Tally> = {
  lists: tally(),
  sheets: tally(),
  reads: tally(),
  writes: tally(),
};
const all = tally();
/** Statuses of each kind of request (which writes happened, and what they were answered). */
const kinds: Partial<Record<Kind, Record<string, number>>> = {};
/** The portal's answer code (`status` of the envelope) of each refused write, by kind. */
const refusals: Partial<Record<Kind, Record<string, number>>> = {};
const cache = { shared: 0, miss: 0, none: 0 };
const questions = new Set<string>();
const candidateTokens = new Set(plan.candidates.map((c) => c.token));
const askers = new Set<string>();
/** Response times of each kind of request (which kind makes a group's tail). */
const kindLatencies: Partial<Record<Kind, number[]>> = {};
/** The kind of the response autocannon just handed to onResponse (its 'response' event follows). */
let lastKind: Kind = 'list';

interface Context {
  drawn?: Drawn;
}

let finish: (result: autocannon.Result) => void = () => undefined;
const done = new Promise<autocannon.Result>((resolve) => {
  finish = resolve;
});
const instance = autocannon(
  {
    url: plan.base,
    connections: plan.connections,
    duration: plan.duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (request: autocannon.Request, context: object) => {
          const drawn = drawWanted();
          (context as Context).drawn = drawn;
          if (drawn.kind === 'list') {
            questions.add(drawn.path);
          }
          if (candidateTokens.has(drawn.token)) {
            askers.add(drawn.token);
          }
          return {
            ...request,
            method: drawn.method,
            path: drawn.path,
            // A fresh object each time: autocannon writes content-length into it.
            headers: {
              authorization: `Bearer ${drawn.token}`,
              ...(drawn.method === 'GET'
                ? { 'accept-encoding': 'gzip' }
                : { 'content-type': 'application/json' }),
            },
            body: drawn.body === undefined ? Buffer.alloc(0) : JSON.stringify(drawn.body),
          };
        },
        onResponse: (
          status: number,
          body: string,
          context: object,
          headers: IncomingHttpHeaders | undefined,
        ) => {
          const drawn = (context as Context).drawn;
          if (!drawn) {
            return;
          }
          lastKind = drawn.kind;
          const source = headers?.['x-portal-cache'];
          if (status >= 200 && status < 300) {
            if (source === 'shared' || source === 'miss') {
              cache[source] += 1;
            } else {
              cache.none += 1;
            }
            drawn.after?.(body);
            return;
          }
          drawn.undo?.();
          if (groupOf[drawn.kind] === 'writes' && status >= 400 && status < 500) {
            const code = String((JSON.parse(body) as { status?: unknown }).status);
            const ofKind = (refusals[drawn.kind] ??= {});
            ofKind[code] = (ofKind[code] ?? 0) + 1;
          }
        },
      },
    ],
  },
  (error, result) => {
    if (error) {
      throw error;
    }
    finish(result);
  },
);
instance.on('response', (_client, status: number, _bytes, responseTime: number) => {
  const group = groups[groupOf[lastKind]];
  const ofKind = (kinds[lastKind] ??= {});
  ofKind[String(status)] = (ofKind[String(status)] ?? 0) + 1;
  (kindLatencies[lastKind] ??= []).push(responseTime);
  for (const t of [group, all]) {
    t.latencies.push(responseTime);
    t.statuses[String(status)] = (t.statuses[String(status)] ?? 0) + 1;
    if (status >= 200 && status < 300) {
      t.ok += 1;
    } else if (status >= 400 && status < 500 && status !== 429 && groupOf[lastKind] === 'writes') {
      t.expected4xx += 1;
    } else if (status !== 429 && status !== 503) {
      t.failed += 1;
    }
  }
});

const result = await done;
const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return Math.round((sorted[Math.floor((sorted.length - 1) * p)] ?? 0) * 10) / 10;
};
const summary = (t: Tally) => ({
  requests: t.latencies.length,
  ok: t.ok,
  expected4xx: t.expected4xx,
  failed: t.failed,
  statuses: t.statuses,
  p50: percentile(t.latencies, 0.5),
  p97_5: percentile(t.latencies, 0.975),
  p99: percentile(t.latencies, 0.99),
});

export interface ManyUsersFigures extends LoadFigures {
  expected4xx: number;
  cache: typeof cache;
  groups: Record<Group, ReturnType<typeof summary>>;
  kinds: typeof kinds;
  refusals: typeof refusals;
  /** p50 and p97.5 (ms) of each kind of request. */
  kindTimes: Partial<Record<Kind, { p50: number; p97_5: number }>>;
  distinctCandidates: number;
  distinctListQuestions: number;
  offersPublished: number;
  pendingLeft: number;
}

const figures: ManyUsersFigures = {
  rps: result.requests.average,
  requests: all.latencies.length,
  p50: percentile(all.latencies, 0.5),
  p90: percentile(all.latencies, 0.9),
  p95: percentile(all.latencies, 0.95),
  p97_5: percentile(all.latencies, 0.975),
  p99: percentile(all.latencies, 0.99),
  errors: result.errors,
  timeouts: result.timeouts,
  statuses: all.statuses,
  cache,
  expected4xx: all.expected4xx,
  groups: {
    lists: summary(groups.lists),
    sheets: summary(groups.sheets),
    reads: summary(groups.reads),
    writes: summary(groups.writes),
  },
  kinds,
  refusals,
  kindTimes: Object.fromEntries(
    Object.entries(kindLatencies).map(([kind, times]) => [
      kind,
      { p50: percentile(times, 0.5), p97_5: percentile(times, 0.975) },
    ]),
  ),
  distinctCandidates: askers.size,
  distinctListQuestions: questions.size,
  offersPublished: offers.empleo.length - plan.offers.empleo.length,
  pendingLeft: pending.length,
};
process.stdout.write(JSON.stringify(figures));
