import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request
 * completed"): the completed line carries the request (method, redacted URL, address) beside the
 * status and time, so nothing is lost, and the log costs half the writes — at info level a
 * synchronous write per line was a tenth of a list request's CPU.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Logged once, when the answer is sent.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}
