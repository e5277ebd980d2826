import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/connection';
import type { EventBus } from './event-bus';
import type { Storage } from './storage';

const CHECK_TIMEOUT_MS = 2000;
const checks = ['database', 'bus', 'storage'] as const;

const readyReplySchema = z.object({
  ready: z.boolean(),
  checks: z.object({ database: z.boolean(), bus: z.boolean(), storage: z.boolean() }),
});

function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([
    promise.then(
      () => true,
      () => false,
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}

/**
 * `GET /api/ready`, for a load balancer: 200 when the database, the bus (Redis when configured) and
 * the media storage all answer within two seconds, 503 naming which did not. `/api/health` stays the
 * plain "the process is alive" answer, so a database outage takes an instance out of rotation without
 * having it restarted.
 */
export function registerReadiness(app: FastifyInstance, deps: { database: Db; bus: EventBus; storage: Storage }) {
  app.get(
    '/api/ready',
    { schema: { tags: ['platform'], response: { 200: readyReplySchema, 503: readyReplySchema } } },
    async (_request, reply) => {
      const [database, bus, storage] = await Promise.all([
        within(sql`select 1`.execute(deps.database.db), CHECK_TIMEOUT_MS),
        within(deps.bus.ping(), CHECK_TIMEOUT_MS),
        within(deps.storage.ping(), CHECK_TIMEOUT_MS),
      ]);
      const result = { database, bus, storage };
      const ready = checks.every((c) => result[c]);
      return reply.code(ready ? 200 : 503).send({ ready, checks: result });
    },
  );
}
