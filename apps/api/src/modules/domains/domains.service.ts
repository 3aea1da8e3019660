import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import {
  centrosEducativosDeProvincia,
  domainLists,
  facultadesDeTitulacion,
  isDomainListName,
  provinciasWire,
} from './data/index.ts';

/** A pre-serialised envelope with its strong ETag: lists never change while the process runs. */
export interface CachedBody {
  body: string;
  /** The body gzipped once, so large lists (provinces with municipalities) cost no CPU per request. */
  gzip: Buffer;
  /**
   * The body at brotli's best quality (a fifth smaller than gzip for the provinces), made once on
   * the thread pool: about 0.3 s of a core for the provinces, too long for the event loop. Null
   * until it is ready; until then the gzipped body is sent.
   */
  br: Buffer | null;
  /** Settles once `br` is set (or its compression failed, and gzip stays). */
  brReady: Promise<void>;
  etag: string;
}

const brotliAsync = promisify(brotliCompress);
const cache = new Map<string, CachedBody>();

function cached(key: string, datos: () => unknown): CachedBody {
  let entry = cache.get(key);
  if (!entry) {
    const body = JSON.stringify({ status: 0, datos: datos(), mensaje: null });
    const made: CachedBody = {
      body,
      gzip: gzipSync(body, { level: 9 }),
      br: null,
      brReady: Promise.resolve(),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    made.brReady = brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }).then(
      (br) => {
        made.br = br;
      },
      () => undefined,
    );
    entry = made;
    cache.set(key, entry);
  }
  return entry;
}

/** Forum years run from 2010 to the current year. */
export const forumYears = (now = new Date()) =>
  Array.from({ length: now.getFullYear() - 2010 + 1 }, (_, i) => ({
    id: 2010 + i,
    descripcion: String(2010 + i),
  }));

/** Other names a list is asked for by (the issue calls the CEFR levels simply "niveles"). */
const aliases: Record<string, string> = { niveles: 'nivelesIdioma' };

function listData(name: string): unknown {
  if (name === 'provincias') {
    return provinciasWire();
  }
  if (name === 'aniosForoEmpleo') {
    return forumYears();
  }
  const canonical = aliases[name] ?? name;
  return isDomainListName(canonical) ? domainLists[canonical] : undefined;
}

export const domainListExists = (name: string) =>
  name === 'aniosForoEmpleo' || name in aliases || isDomainListName(name);

/** One list by its wire name (case as the spec writes it). */
export function domainListBody(name: string): CachedBody | undefined {
  if (!domainListExists(name)) {
    return undefined;
  }
  return cached(
    `list:${name}:${name === 'aniosForoEmpleo' ? String(new Date().getFullYear()) : ''}`,
    () => listData(name),
  );
}

/** Every list at once, keyed by name (provinces carry their municipalities). */
export function allDomainsBody(): CachedBody {
  return cached(`all:${String(new Date().getFullYear())}`, () => {
    const all: Record<string, unknown> = {};
    for (const name of Object.keys(domainLists)) {
      if (name !== 'localidades') {
        all[name] = listData(name);
      }
    }
    all.aniosForoEmpleo = forumYears();
    return all;
  });
}

export const centresBody = (idProvincia: number) =>
  cached(`centros:${String(idProvincia)}`, () => centrosEducativosDeProvincia(idProvincia));

export const facultiesBody = (idTitulacion: number) =>
  cached(`facultades:${String(idTitulacion)}`, () => facultadesDeTitulacion(idTitulacion));
