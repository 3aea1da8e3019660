/**
 * What the many-user scenario needs before its run (run.ts calls it once the portal answers):
 * at least BENCH_USERS bench candidates signed in (candidato<i>@bench.es, each with the offer
 * families its profile may see), BENCH_USER_COMPANIES bench companies (empresa<i>@bench.es, the
 * privacy text accepted), the careers office (gestor@demo.es) to publish what companies write,
 * offer ids of each family read from the lists, and the words of the generated titles. Written to
 * a JSON file that the load process (many-users.ts) reads.
 */
import { ApplicationState } from '@portal/contracts';
import { roles, words } from './generate.ts';

export const families = ['practicas', 'practicastitulados', 'empleo'] as const;
export type Family = (typeof families)[number];

/** A candidate's applications of each family. */
export const applicationLists: Record<Family, string> = {
  practicas: '/api/Alumno/dameCandidaturasPracticasUsuario',
  practicastitulados: '/api/Alumno/dameCandidaturasPracticasTituladosUsuario',
  empleo: '/api/Alumno/dameCandidaturasEmpleoUsuario',
};

export interface ManyUsersPlan {
  base: string;
  connections: number;
  duration: number;
  seed: number;
  /**
   * `fits`: offers that fit the candidate's CV (its degree), what it applies to; `held`: its
   * applications not withdrawn when the run starts, in every family (offer and state), which
   * decide whether it may apply again (10 on an offer it holds, 103 beyond three live ones).
   */
  candidates: {
    token: string;
    families: Family[];
    fits: number[];
    held: { offer: number; estado: number }[];
  }[];
  companies: string[];
  staff: string | null;
  offers: Record<Family, number[]>;
  words: string[];
}

interface Envelope<T> {
  status: number;
  datos: T | null;
}

/**
 * One call, again after the wait a 503 or 429 asks for (Retry-After): a portal just started is
 * still building its indexes and may shed a few of the sign-ins that prepare the run.
 */
async function call<T>(base: string, url: string, init: RequestInit): Promise<Envelope<T>> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${base}${url}`, init);
    if ((response.status !== 503 && response.status !== 429) || attempt === 5) {
      return (await response.json()) as Envelope<T>;
    }
    await response.arrayBuffer();
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));
  }
}

function post<T>(base: string, url: string, body: object, token?: string) {
  return call<T>(base, url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

function get<T>(base: string, url: string, token: string) {
  return call<T>(base, url, { headers: { authorization: `Bearer ${token}` } });
}

interface Session {
  token: string;
  conPracticas: boolean;
  conEmpleo: boolean;
}

/** Runs `task` over `items` with at most `width` at a time (argon2id: a few sign-ins at once). */
async function inParallel<T, R>(items: T[], width: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        results.push(await task(item));
      }
    }),
  );
  return results;
}

async function signInCandidates(base: string, wanted: number, available: number) {
  const signedIn: ManyUsersPlan['candidates'] = [];
  let from = 0;
  while (signedIn.length < wanted && from < available) {
    const batch = Array.from(
      { length: Math.min(wanted - signedIn.length, available - from) },
      (_, i) => from + i,
    );
    from += batch.length;
    const sessions = await inParallel(batch, 4, async (i) => {
      const session = await post<Session>(base, '/api/Alumno/logaUsuario', {
        eUsuario: `candidato${String(i)}@bench.es`,
        ePassword: 'Bench1234',
        eAmbito: 'PrivadoAlumno',
      });
      if (!session.datos) {
        return session;
      }
      // A bench candidate has not accepted the privacy text yet: its first token may only do that.
      const accepted = await get<{ token?: string }>(
        base,
        '/api/Alumno/guardaAceptacionRGPD',
        session.datos.token,
      );
      // Without the acceptance the token can only call that one route: the candidate is left out.
      return accepted.datos?.token
        ? { ...session, datos: { ...session.datos, token: accepted.datos.token } }
        : { ...session, datos: null };
    });
    for (const session of sessions) {
      const datos = session.datos;
      if (!datos?.token || signedIn.length >= wanted) {
        continue;
      }
      const visible: Family[] = [
        ...(datos.conPracticas ? (['practicas'] as const) : []),
        ...(datos.conEmpleo ? (['empleo', 'practicastitulados'] as const) : []),
      ];
      // A candidate whose profile sees no family still reads notifications and applications.
      signedIn.push({ token: datos.token, families: visible, fits: [], held: [] });
    }
  }
  return signedIn;
}

async function signInCompany(base: string, i: number): Promise<string | null> {
  const session = await post<{ token: string }>(base, '/api/Empresa/logaUsuario', {
    eUsuario: `empresa${String(i)}@bench.es`,
    ePassword: 'Bench1234',
    eAmbito: 'PrivadoEmpresa',
  });
  const token = session.datos?.token;
  if (!token) {
    return null;
  }
  // Its first token may only accept the privacy text; the answer carries the full one.
  const accepted = await get<{ token?: string }>(base, '/api/Empresa/guardaAceptacionRGPD', token);
  return accepted.datos?.token ?? token;
}

async function offerIds(base: string, token: string, family: Family): Promise<number[]> {
  const ids: number[] = [];
  for (let pagina = 1; pagina <= 8; pagina += 1) {
    const page = await get<{ ofertas: { idOferta: number }[] }>(
      base,
      `/api/Alumno/dameOfertasUsuario/${family}?pagina=${String(pagina)}&porPagina=50&facetas=0`,
      token,
    );
    const found = page.datos?.ofertas.map((o) => o.idOferta) ?? [];
    ids.push(...found);
    if (found.length < 50) {
      break;
    }
  }
  return ids;
}

export async function prepareManyUsers(
  base: string,
  options: {
    users: number;
    available: number;
    companies: number;
    connections: number;
    duration: number;
    seed: number;
  },
): Promise<ManyUsersPlan> {
  const candidates = await signInCandidates(base, options.users, options.available);
  if (candidates.length < options.users) {
    throw new Error(
      `many users: only ${String(candidates.length)} of ${String(options.users)} bench candidates signed in (BENCH_CANDIDATES too small?)`,
    );
  }
  const companies = (
    await inParallel(
      Array.from({ length: options.companies }, (_, i) => i),
      4,
      (i) => signInCompany(base, i),
    )
  ).filter((token): token is string => token !== null);
  const staff =
    (
      await post<{ token: string }>(base, '/api/Gestion/logaUsuario', {
        eUsuario: 'gestor@demo.es',
        ePassword: 'Demo1234',
      })
    ).datos?.token ?? null;
  // People apply to offers for their degree (others answer 80): the ones that fit each CV.
  await inParallel(
    candidates.filter((c) => c.families.length > 0),
    4,
    async (candidate) => {
      const fitting = await get<{ ofertas: { idOferta: number }[] }>(
        base,
        '/api/Alumno/ofertasEncajanConUsuario?porPagina=20',
        candidate.token,
      );
      candidate.fits = fitting.datos?.ofertas.map((o) => o.idOferta) ?? [];
    },
  );
  // What each one already holds, so that the run applies where a person could.
  await inParallel(candidates, 4, async (candidate) => {
    for (const path of Object.values(applicationLists)) {
      const mine = await get<{ candidaturas: { idOferta: number; idEstado: number }[] }>(
        base,
        `${path}?porPagina=100`,
        candidate.token,
      );
      for (const application of mine.datos?.candidaturas ?? []) {
        if (application.idEstado !== ApplicationState.WITHDRAWN) {
          candidate.held.push({ offer: application.idOferta, estado: application.idEstado });
        }
      }
    }
  });
  const offers = { practicas: [], practicastitulados: [], empleo: [] } as Record<Family, number[]>;
  for (const family of families) {
    const reader = candidates.find((c) => c.families.includes(family));
    if (reader) {
      offers[family] = await offerIds(base, reader.token, family);
    }
  }
  const stems = roles.map((role) => role.replace(/\/a$/, ''));
  return {
    base,
    connections: options.connections,
    duration: options.duration,
    seed: options.seed,
    candidates,
    companies,
    staff,
    offers,
    words: [...words, ...stems],
  };
}
