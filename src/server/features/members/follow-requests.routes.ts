import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { followRequestPageSchema } from '../../../shared/settings';
import { pagedListRoute } from '../../platform/pagination';
import { requireMemberId } from '../../platform/session';
import { approveFollowRequest, declineFollowRequest, listFollowRequests } from './follow-requests.service';
import type { MembersDeps } from './members.service';

const memberParams = z.object({ memberId: z.string().min(1).max(64) });

/** The requests a private account approves or declines, shown in the member's settings. */
export const followRequestsRoutes: FastifyPluginAsyncZod<MembersDeps> = async (app, deps) => {
  app.addHook('onRequest', async (request) => {
    requireMemberId(request);
  });

  app.get('/api/settings/follow-requests', pagedListRoute('settings', followRequestPageSchema), async (request) =>
    listFollowRequests(deps, requireMemberId(request), request.query.cursor),
  );

  // Approving lets the member follow; declining drops the request. Either way the request is gone.
  for (const [method, action, answer] of [
    ['POST', '/approve', approveFollowRequest],
    ['DELETE', '', declineFollowRequest],
  ] as const) {
    app.route({
      method,
      url: `/api/settings/follow-requests/:memberId${action}`,
      schema: { tags: ['settings'], params: memberParams },
      handler: async (request, reply) => {
        await answer(deps, requireMemberId(request), request.params.memberId);
        return reply.status(204).send();
      },
    });
  }
};
