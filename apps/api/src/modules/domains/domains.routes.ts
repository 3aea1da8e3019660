import { Codes, envelopeSchema } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { domainListNames } from './data/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  allDomainsBody,
  centresBody,
  domainListBody,
  facultiesBody,
  type CachedBody,
} from './domains.service.ts';

/** Sends a cached list with its ETag; answers 304 when the client already has it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody): void {
  reply
    .header('etag', entry.etag)
    .header('cache-control', 'public, max-age=300')
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) {
    void reply.code(304).send();
    return;
  }
  void reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    void reply.header('content-encoding', 'gzip').send(entry.gzip);
    return;
  }
  void reply.send(entry.body);
}

const knownNames: readonly string[] = [...domainListNames, 'aniosForoEmpleo', 'niveles'];

const listResponse = { 200: envelopeSchema(z.unknown()), 304: z.null() };
const config = { auth: 'public' as const };

/** Reference data (spec 001 §3 Domain lists, §7 Domains), served from memory with ETags. */
export const domainRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Dominios/dominios',
      { config, schema: { tags: ['Dominios'], response: listResponse } },
      (request, reply) => {
        sendCached(request, reply, allDomainsBody());
      },
    );

    app.get(
      '/api/Dominios/centrosEducativosDeProvincia/:idProvincia',
      {
        config,
        schema: {
          tags: ['Dominios'],
          params: z.object({ idProvincia: z.coerce.number().int().min(1).max(53) }),
          response: listResponse,
        },
      },
      (request, reply) => {
        sendCached(request, reply, centresBody(request.params.idProvincia));
      },
    );

    const facultiesQuery = z.object({ idTitulacion: z.coerce.number().int().positive() });
    app.get(
      '/api/Dominios/facultadesDeTitulacion/:idTitulacion',
      { config, schema: { tags: ['Dominios'], params: facultiesQuery, response: listResponse } },
      (request, reply) => {
        sendCached(request, reply, facultiesBody(request.params.idTitulacion));
      },
    );
    app.get(
      '/api/Dominios/facultadesDeTitulacion',
      {
        config,
        schema: { tags: ['Dominios'], querystring: facultiesQuery, response: listResponse },
      },
      (request, reply) => {
        sendCached(request, reply, facultiesBody(request.query.idTitulacion));
      },
    );

    app.get(
      '/api/Dominios/:list',
      {
        config,
        schema: {
          tags: ['Dominios'],
          params: z.object({ list: z.string().max(60) }),
          response: listResponse,
        },
      },
      (request, reply) => {
        // Routes are case-insensitive; match the list name the same way.
        const name = request.params.list;
        const canonical = knownNames.find((n) => n.toLowerCase() === name.toLowerCase());
        const entry = canonical === undefined ? undefined : domainListBody(canonical);
        if (!entry) {
          throw new AppError(Codes.NOT_FOUND);
        }
        sendCached(request, reply, entry);
      },
    );
  };
