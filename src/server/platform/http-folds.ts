import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deferringFolds } from '../db/counter-folder';

/**
 * Each request is a scope of `deferringFolds` (db/counter-folder.ts, decision 035): the counter folds
 * its commits need are awaited here, just before the answer leaves, rather than inside the commit
 * with a pooled connection held. PostgreSQL only; SQLite moves its counters in the transaction.
 */
export function registerDeferredFolds(app: FastifyInstance): void {
  const folds = new WeakMap<FastifyRequest, Promise<void>[]>();
  app.addHook('onRequest', (request, _reply, done) => {
    const pending: Promise<void>[] = [];
    folds.set(request, pending);
    deferringFolds(pending, done);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const pending = folds.get(request);
    // A fold never rejects: a failed one is logged, and the next catches the counters up.
    while (pending?.length) await Promise.all(pending.splice(0));
    return payload;
  });
}
