import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPgliteClient, databaseOnPglite } from '../db/embedded.ts';
import { openPostgres } from '../db/postgres.ts';
import { type Database } from '../db/client.ts';

export const testCacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.test-cache',
);
/**
 * The migrated and seeded PGlite data dir of this run. Each run (global setup) writes its own file,
 * so runs started at the same time never read a template another run is rewriting.
 */
export const pgliteTemplateFile = (runId: string) =>
  path.join(testCacheDir, `pglite-template-${runId}.tar`);

/** The environment variable through which global setup hands its run's id to the workers. */
export const RUN_ID_VARIABLE = 'PORTAL_TEST_RUN_ID';

/** Prefix of the PostgreSQL databases the test files of one run use (dropped after the run). */
export const testDatabasePrefix = (runId: string) => `portal_t_${runId}_`;

/**
 * What a test database starts with: nothing but the schema (tests make their own data through
 * the builders or the API, so a change to the demo cannot break them), or the demo seed (for the
 * tests of the demo itself).
 */
export const testSeeds = ['none', 'demo'] as const;
export type TestSeed = (typeof testSeeds)[number];

/** The environment variable through which global setup hands a template to the test workers. */
export const templateVariable = (seed: TestSeed) =>
  process.env.TEST_DATABASE_URL
    ? `PORTAL_TEST_TEMPLATE_DB_${seed.toUpperCase()}`
    : `PORTAL_PGLITE_TEMPLATE_${seed.toUpperCase()}`;

/** Connection string of another database on the same PostgreSQL server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

type Rows = Record<string, unknown>[];
type Query = (sql: string) => Promise<Rows>;

/**
 * How to take a database back to its template's state after a test file. A first query finds
 * what the file changed: the tables that hold rows and the sequences that moved. The reset then
 * deletes those tables' rows, inserts the template's own rows again (the migrations write some,
 * the demo seed many; those tables are always rewritten) and sets the sequences back. Triggers
 * and foreign keys are off while it runs (`session_replication_role`), so the order of the tables
 * does not matter and the rows come back exactly as they were. Read from a fresh copy of the
 * template.
 */
interface Reset {
  /** Names the tables without template rows that hold rows, and every sequence's state. */
  check: string;
  /** The script for what `check` answered. */
  script(changed: Rows): string;
}

/** A sequence's state as `setval`'s last two arguments. */
function sequenceState(row: Record<string, unknown>) {
  const { last_value: last, start_value: start } = row as {
    last_value: string | number | null;
    start_value: string | number;
  };
  return last === null ? `${String(start)}, false` : `${String(last)}, true`;
}

async function resetOf(query: Query): Promise<Reset> {
  const tables = (await query(`
    select c.oid::regclass::text as name,
           (select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
              from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
               and a.attgenerated = '') as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'
     order by 1`)) as { name: string; columns: string }[];
  const templateRows: string[] = [];
  const emptyTables: string[] = [];
  for (const { name, columns } of tables) {
    const [first] = await query(`select json_agg(t)::text as rows from ${name} t`);
    const rows = first?.rows as string | null | undefined;
    if (typeof rows === 'string') {
      const quote = `$rows_${randomBytes(6).toString('hex')}$`;
      templateRows.push(
        `delete from ${name}`,
        `insert into ${name} (${columns}) overriding system value select ${columns} ` +
          `from json_populate_recordset(null::${name}, ${quote}${rows}${quote})`,
      );
    } else {
      emptyTables.push(name);
    }
  }
  const sequencesQuery = `
    select 'sequence' as kind, format('%I.%I', schemaname, sequencename) as name,
           last_value, start_value
      from pg_sequences where schemaname = 'public'`;
  const templateSequences = new Map(
    (await query(sequencesQuery)).map((row) => [row.name as string, sequenceState(row)]),
  );
  const check = [
    ...emptyTables.map(
      (name) =>
        `select 'table' as kind, '${name}' as name, null::bigint as last_value, ` +
        `null::bigint as start_value where exists (select 1 from ${name})`,
    ),
    sequencesQuery,
  ].join(' union all ');
  return {
    check,
    script: (changed) => {
      // A session another pool of the file left in a transaction could block a delete: the reset
      // then fails (and the database is not reused) instead of waiting for ever.
      const statements = [
        'begin',
        'set local session_replication_role = replica',
        "set local lock_timeout = '10s'",
      ];
      for (const row of changed) {
        const name = row.name as string;
        if (row.kind === 'table') {
          statements.push(`delete from ${name}`);
        } else if (templateSequences.get(name) !== sequenceState(row)) {
          statements.push(`select setval('${name}', ${templateSequences.get(name) ?? ''})`);
        }
      }
      statements.push(...templateRows, 'commit');
      return statements.map((statement) => `${statement};`).join('\n');
    },
  };
}

/** A database the worker keeps between test files, reset to its template after each. */
interface Pooled {
  open(): Promise<TestDatabase>;
}

export type TestDatabase = Database & { drop(): Promise<void>; connectionString?: string };

/**
 * Test files of a worker run one after another in one process (vitest.config.ts): each gets a
 * database of the worker's, reset to its template when the file closes it, instead of a new copy
 * of the template (0.5 s or more a file on either database, against some tens of milliseconds).
 * A file that opens several at once gets as many.
 */
const idle = new Map<TestSeed, Pooled[]>();

/** Values made once per key and worker: `make` runs for the first call of a key only. */
function oncePerKey<T>() {
  const made = new Map<string, Promise<T>>();
  return (key: string, make: () => Promise<T>) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make();
      made.set(key, value);
    }
    return value;
  };
}

/** Each seed's reset, worked out from the first database of that seed. */
const resetFor = oncePerKey<Reset>();

/** The PGlite templates' bytes. */
const templateBytes = oncePerKey<Buffer>();

/**
 * One database of the pool: each `open` gives a `Database` on it whose `drop` closes it, resets
 * the rows and hands the database back to the worker's idle ones — or, when the reset fails,
 * discards it (it is never reused half reset).
 */
function pooledDatabase(
  seed: TestSeed,
  connect: () => Promise<Database>,
  reset: () => Promise<void>,
  discard: () => Promise<void>,
  connectionString?: string,
): Pooled {
  const pooled: Pooled = {
    open: async () => {
      const database = await connect();
      let dropping: Promise<void> | undefined;
      return {
        ...database,
        ...(connectionString === undefined ? {} : { connectionString }),
        drop: () => {
          dropping ??= (async () => {
            await database.close();
            try {
              await reset();
            } catch {
              await discard();
              return;
            }
            const list = idle.get(seed) ?? [];
            list.push(pooled);
            idle.set(seed, list);
          })();
          return dropping;
        },
      };
    },
  };
  return pooled;
}

async function newPgliteDatabase(seed: TestSeed): Promise<Pooled> {
  const variable = templateVariable(seed);
  const templateFile = process.env[variable];
  if (!templateFile) {
    throw new Error(`${variable} is not set: the API global setup did not run`);
  }
  const client: PGlite = await createPgliteClient({
    loadDataDir: new Blob([
      await templateBytes(templateFile, () => fs.promises.readFile(templateFile)),
    ]),
  });
  const query: Query = async (sql) => (await client.query<Rows[number]>(sql)).rows;
  const reset = await resetFor(seed, () => resetOf(query));
  return pooledDatabase(
    seed,
    () => databaseOnPglite(client, { ownsClient: false }),
    async () => {
      // Session state a test may have left on the engine's one session, then the rows.
      await client.exec('reset all; select pg_advisory_unlock_all(); deallocate all;');
      await client.exec(reset.script(await query(reset.check)));
    },
    () => client.close(),
  );
}

async function newPostgresDatabase(url: string, seed: TestSeed): Promise<Pooled> {
  const variable = templateVariable(seed);
  const template = process.env[variable];
  const runId = process.env[RUN_ID_VARIABLE];
  if (!template || !runId) {
    throw new Error(`${variable} is not set: the API global setup did not run`);
  }
  const name = `${testDatabasePrefix(runId)}${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Concurrent copies of one template may collide; retry briefly.
      if (attempt >= 20) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
  const connectionString = withDatabase(url, name);
  // One session per database for the resets, kept between files: a new session would first
  // have to load the catalogue of every table (most of a reset's time). A test that ends the
  // database's sessions ends it too; the next reset then opens another.
  let session: Promise<pg.Client> | undefined;
  const query: Query = async (sql) => {
    session ??= (async () => {
      const client = new pg.Client({ connectionString });
      client.on('error', () => {
        session = undefined;
      });
      await client.connect();
      return client;
    })();
    try {
      return (await (await session).query<Rows[number]>(sql)).rows;
    } catch (error) {
      session = undefined;
      throw error;
    }
  };
  const reset = await resetFor(seed, () => resetOf(query));
  return pooledDatabase(
    seed,
    () => Promise.resolve(openPostgres(connectionString, 5)),
    async () => {
      await query(reset.script(await query(reset.check)));
    },
    // Not reused; the run's end drops it with the others.
    () => Promise.resolve(),
    connectionString,
  );
}

/**
 * A migrated database for one test file, as its template left it (empty unless `seed: 'demo'`):
 * on PGlite an engine loaded from the template's dump, or (TEST_DATABASE_URL) a PostgreSQL
 * database created from the template database — either one a previous file of the same worker
 * used and that was reset since, or a new one.
 */
export async function openTestDatabase(options: { seed?: TestSeed } = {}): Promise<TestDatabase> {
  const seed = options.seed ?? 'none';
  const url = process.env.TEST_DATABASE_URL;
  const pooled =
    idle.get(seed)?.pop() ??
    (url ? await newPostgresDatabase(url, seed) : await newPgliteDatabase(seed));
  return pooled.open();
}

/** Drops the PostgreSQL databases the test files of run `runId` used. */
export async function dropTestDatabases(url: string, runId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [testDatabasePrefix(runId)],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
