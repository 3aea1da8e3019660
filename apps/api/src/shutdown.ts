import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

/**
 * Graceful stop within `timeoutMs`: readiness turns to 503 at once (the balancer stops sending),
 * the server stops accepting and lets the requests in flight finish (new ones on open connections
 * get 503), the running job finishes or sees its abort signal. Resolves to false when the bound
 * was reached with work still going (the caller exits anyway).
 */
export async function drainAndClose(
  app: FastifyInstance,
  ctx: AppContext,
  timeoutMs: number,
): Promise<boolean> {
  ctx.lifecycle.state = 'stopping';
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, timeoutMs);
  });
  const drained = Promise.all([ctx.jobs.stop(timeoutMs), app.close()]).then(
    ([jobsDone]) => jobsDone,
  );
  const result = await Promise.race([drained, bound]);
  clearTimeout(timer);
  if (!result) {
    ctx.log.warn({ timeoutMs }, 'shutdown bound reached with requests or a job still running');
  }
  return result;
}
