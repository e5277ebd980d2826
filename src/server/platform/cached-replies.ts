import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from './read-cache';

// How routes answer from the read cache and keep it true after their writes.

/**
 * Answers with JSON text already shaped by the route's response schema (cached answers are kept as
 * text, so a hit costs no serialisation); Fastify sends a string with a JSON type as it is.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * For a group of routes whose writes are many and small (reel and story likes, views, shares):
 * every write they answer with success invalidates `tags(request)` before the answer leaves, so
 * the member's next read sees it. The handler has finished, and its transaction committed, by then.
 */
export function invalidateAfterWrites(
  app: FastifyInstance,
  cache: ReadCache,
  tags: (request: FastifyRequest) => string[],
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      cache.invalidate(...tags(request));
    return payload;
  });
}
