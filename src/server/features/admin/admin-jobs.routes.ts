import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { jobQueueReplySchema, type JobQueueReply } from '../../../shared/admin-jobs';
import type { Database } from '../../db/schema';
import type { MediaJobs } from '../../platform/media/jobs';
import { requireOperator } from './operator-guard';

export interface AdminJobsDeps {
  db: Kysely<Database>;
  jobs: MediaJobs;
  /** Whether the queue is BullMQ's on Redis (shared by every instance) rather than this process's. */
  shared: boolean;
}

/** The media job queue for the operator: its depth and its latest failures (decision 034). */
export const adminJobsRoutes: FastifyPluginAsyncZod<AdminJobsDeps> = async (app, deps) => {
  // Before validation, as the console's other routes: a member's request is a 404 like any other.
  app.addHook('onRequest', async (request) => {
    await requireOperator(deps.db, request);
  });

  app.get(
    '/api/admin/jobs',
    { schema: { tags: ['admin'], response: { 200: jobQueueReplySchema } } },
    async (): Promise<JobQueueReply> => {
      const [stats, failures] = await Promise.all([deps.jobs.stats(), deps.jobs.failures()]);
      return {
        shared: deps.shared,
        waiting: stats.waiting,
        active: stats.running,
        failed: stats.failed,
        failures: failures.map((f) => ({
          kind: f.kind,
          itemId: f.id,
          cause: f.cause,
          detail: f.detail,
          attempts: f.attempts,
          failedAt: new Date(f.failedAt).toISOString(),
        })),
      };
    },
  );
};
