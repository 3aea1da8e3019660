/**
 * One load run in its own process (run.ts starts it, never in the server's process): autocannon's
 * API with the options given as JSON, every response's latency kept so p95 is exact, and the
 * status codes counted. With `loginAccounts` each request signs in a different bench candidate
 * (candidato<i>@bench.es, round robin), so the per-account throttle measures argon2id rather than
 * turning the run into 429s. Prints the figures as JSON.
 *   tsx bench/src/load.ts '{"url":…,"connections":50,"duration":10}'
 */
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  loginAccounts?: number;
}

export interface LoadFigures {
  rps: number;
  requests: number;
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** `x-portal-cache` of the 2xx answers (absent: a write or a fixed body). */
  cache?: { shared: number; miss: number; none: number };
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
let next = 0;
const latencies: number[] = [];
const cache = { shared: 0, miss: 0, none: 0 };
const countSource = (status: number, headers: IncomingHttpHeaders | undefined) => {
  if (status < 200 || status >= 300) {
    return;
  }
  const source = headers?.['x-portal-cache'];
  if (source === 'shared' || source === 'miss') {
    cache[source] += 1;
  } else {
    cache.none += 1;
  }
};
let finish: (result: autocannon.Result) => void = () => undefined;
const done = new Promise<autocannon.Result>((resolve) => {
  finish = resolve;
});
const instance = autocannon(
  {
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests: [
      {
        method: options.method ?? 'GET',
        headers: {
          'accept-encoding': 'gzip',
          ...(options.loginAccounts === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: options.body }),
        onResponse: (
          status: number,
          _body: string,
          _context: object,
          headers: IncomingHttpHeaders | undefined,
        ) => {
          countSource(status, headers);
        },
        ...(options.loginAccounts === undefined
          ? {}
          : {
              setupRequest: (request: autocannon.Request) => {
                const i = next % (options.loginAccounts ?? 1);
                next += 1;
                return {
                  ...request,
                  body: JSON.stringify({
                    eUsuario: `candidato${String(i)}@bench.es`,
                    ePassword: 'Bench1234',
                    eAmbito: 'PrivadoAlumno',
                  }),
                };
              },
            }),
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
instance.on('response', (_client, _status, _bytes, responseTime) => {
  latencies.push(responseTime);
});
const result = await done;
latencies.sort((a, b) => a - b);
const at = (p: number) => Math.round(latencies[Math.floor((latencies.length - 1) * p)] ?? 0);
const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
);
const figures: LoadFigures = {
  rps: result.requests.average,
  requests: latencies.length,
  p50: at(0.5),
  p90: at(0.9),
  p95: at(0.95),
  p97_5: at(0.975),
  p99: at(0.99),
  errors: result.errors,
  timeouts: result.timeouts,
  statuses,
  cache,
};
process.stdout.write(JSON.stringify(figures));
