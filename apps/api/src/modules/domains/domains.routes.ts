import { domainCalls as calls, domainListSchemas, type DomainListName } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route, type BoundRoute } from '../../lib/calls.ts';
import { acceptedEncodings } from '../../plugins/compress-answers.ts';
import {
  allDomainsBody,
  centresBody,
  domainListBody,
  facultiesBody,
  type CachedBody,
} from './domains.service.ts';

/** Sends a cached list with its ETag; answers 304 when the client already has it. */
function sendCached(
  request: Pick<FastifyRequest, 'headers'>,
  reply: FastifyReply,
  entry: CachedBody,
): FastifyReply {
  reply
    .header('etag', entry.etag)
    .header('cache-control', 'public, max-age=300')
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) {
    return reply.code(304).send();
  }
  void reply.type('application/json; charset=utf-8');
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br') && entry.br !== null) {
    return reply.header('content-encoding', 'br').send(entry.br);
  }
  if (accepted.has('gzip')) {
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}

/** The single lists, by wire name; each is its own declared call. */
const listNames = Object.keys(domainListSchemas) as DomainListName[];

/** Serves one list; the name always exists (it comes from the declarations). */
function listRoute(name: DomainListName | 'niveles'): BoundRoute {
  return route(name === 'niveles' ? calls.niveles : calls[name], async (request, reply) => {
    const entry = domainListBody(name);
    if (!entry) {
      throw new Error(`Reference list ${name} has no data`);
    }
    return sendCached(request, reply, entry);
  });
}

/**
 * Reference data (Domain lists Domains), served from memory with ETags. Routes
 * are case-insensitive, so `/api/dominios/MESES` is the `meses` list; an unknown list name is the
 * usual 404.
 */
export const domainRoutes = (_ctx: AppContext): BoundRoute[] => [
  route(calls.all, async (request, reply) => sendCached(request, reply, allDomainsBody())),
  ...listNames.map((name) => listRoute(name)),
  listRoute('niveles'),
  route(calls.centresOfProvince, async (request, reply) =>
    sendCached(request, reply, centresBody(request.params.idProvincia)),
  ),
  route(calls.facultiesOfDegree, async (request, reply) =>
    sendCached(request, reply, facultiesBody(request.params.idTitulacion)),
  ),
  route(calls.facultiesOfDegreeByQuery, async (request, reply) =>
    sendCached(request, reply, facultiesBody(request.query.idTitulacion)),
  ),
];
