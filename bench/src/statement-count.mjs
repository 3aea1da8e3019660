/**
 * Counts the database statements each kind of request sends, in the portal's own process: every
 * statement on a PostgreSQL connection, BEGIN and COMMIT included, charged to the request whose
 * work sent it. Loaded into the server by Node's `--import`, e.g. during the many-user run:
 *
 *   STATEMENT_COUNT_OUT=/tmp/statements.json \
 *   BENCH_SERVER_NODE_ARGS='--import ./bench/src/statement-count.mjs' BENCH_ONLY='many users' \
 *   BENCH_DATABASE_URL=… BENCH_OFFERS=10000 npm run bench -- --skip-prepare
 *
 * A request is named by its method and path with every number replaced by `:n`; the table
 * (requests, statements, statements a request) is rewritten to STATEMENT_COUNT_OUT every five
 * seconds, most statements first. Statements sent outside any request (jobs, start-up) are
 * counted under `(none)`; a read batched for several requests is charged to the one that began it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

const out = process.env.STATEMENT_COUNT_OUT ?? 'statements.json';
// The server's bundle leaves `pg` outside: the one it loads is the API package's.
const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');

const current = new AsyncLocalStorage();
const byRoute = new Map();

function entry(name) {
  let row = byRoute.get(name);
  if (!row) {
    row = { requests: 0, statements: 0 };
    byRoute.set(name, row);
  }
  return row;
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitCounted(event, request, response) {
  if (event !== 'request') {
    return emit.apply(this, arguments);
  }
  const path = (request.url ?? '').split('?')[0].replace(/\d+/g, ':n');
  const name = `${request.method} ${path}`;
  entry(name).requests += 1;
  return current.run(name, () => emit.apply(this, arguments));
};

// STATEMENT_COUNT_DETAIL (a regular expression of request names) also counts those requests'
// statements one by one: by a prepared statement's name, or the first 120 characters of its text.
const detail = process.env.STATEMENT_COUNT_DETAIL
  ? new RegExp(process.env.STATEMENT_COUNT_DETAIL)
  : null;

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function queryCounted(...args) {
  const name = current.getStore() ?? '(none)';
  const row = entry(name);
  row.statements += 1;
  if (detail?.test(name)) {
    const [config] = args;
    const text =
      typeof config === 'string' ? config : (config?.name ?? String(config?.text ?? '?'));
    row.detail ??= {};
    const key = text.replace(/\s+/g, ' ').slice(0, 120);
    row.detail[key] = (row.detail[key] ?? 0) + 1;
  }
  return query.apply(this, args);
};

setInterval(() => {
  const rows = [...byRoute]
    .map(([name, { requests, statements, detail: statementsOne }]) => ({
      name,
      requests,
      statements,
      perRequest: requests ? Number((statements / requests).toFixed(2)) : null,
      ...(statementsOne ? { detail: statementsOne } : {}),
    }))
    .sort((a, b) => b.statements - a.statements);
  writeFileSync(out, JSON.stringify(rows, null, 1));
}, 5000).unref();
