import { exitOnStartFailure, startServer } from '../../start-server.ts';
import { ensureE2eBase } from './base.ts';
import { factories } from './factories.ts';

/**
 * The server of the browser tests: the portal as `npm start` runs it, plus
 * `POST /__e2e/<factory>`, through which each test builds the data it needs (the same builders as
 * the API tests). It exists only in this entry, which the production bundle never includes; the
 * browser tests start it bound to 127.0.0.1.
 */
startServer((app, ctx) => {
  app.addHook('onReady', () => ensureE2eBase(ctx));
  app.post<{ Params: { factory: string } }>('/__e2e/:factory', async (request, reply) => {
    const name = request.params.factory;
    const build = Object.hasOwn(factories, name) ? factories[name] : undefined;
    if (build === undefined) {
      return reply.code(404).send({ error: `no factory ${name}` });
    }
    try {
      return await ctx.db.transaction((tx) => build(tx, request.body ?? {}, { ...ctx, db: tx }));
    } catch (error) {
      request.log.warn({ err: error }, 'e2e factory refused its input');
      return reply
        .code(400)
        .send({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}).catch(exitOnStartFailure);
