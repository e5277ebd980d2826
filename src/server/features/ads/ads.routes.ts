import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adAudienceSchema,
  campaignCreateSchema,
  campaignPageSchema,
  campaignPaymentReplySchema,
  campaignPaySchema,
  campaignSchema,
} from '../../../shared/ads';
import { pagedListRoute } from '../../platform/pagination';
import { requireMemberId } from '../../platform/session';
import * as ads from './ads.service';
import { campaignPayRoutes } from './campaign-pay.routes';
import * as payments from './campaign-payment';

const idParams = z.object({ id: z.string().min(1).max(64) });

export interface AdsRoutesDeps extends payments.CampaignPaymentDeps {
  storeId: string;
}

export const adsRoutes: FastifyPluginAsyncZod<AdsRoutesDeps> = async (app, deps) => {
  // The hosted payment page answers to its link's token, not to a session.
  await app.register(campaignPayRoutes, deps);
  await app.register(memberRoutes, deps);
};

const memberRoutes: FastifyPluginAsyncZod<AdsRoutesDeps> = async (app, deps) => {
  app.addHook('onRequest', async (request) => {
    requireMemberId(request);
  });
  const baseUrl = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    '/api/ads/campaigns',
    { schema: { tags: ['ads'], body: campaignCreateSchema, response: { 201: campaignPaymentReplySchema } } },
    async (request, reply) => {
      const userId = requireMemberId(request);
      return reply.status(201).send(await payments.launchCampaign(deps, userId, request.body, baseUrl(request)));
    },
  );

  app.get('/api/ads/audience', { schema: { tags: ['ads'], response: { 200: adAudienceSchema } } }, async (request) =>
    ads.audience(deps, requireMemberId(request)),
  );

  app.get('/api/ads/campaigns', pagedListRoute('ads', campaignPageSchema), async (request) =>
    ads.listCampaigns(deps, requireMemberId(request), request.query.cursor),
  );

  app.post(
    '/api/ads/campaigns/:id/pay',
    {
      schema: {
        tags: ['ads'],
        params: idParams,
        body: campaignPaySchema,
        response: { 200: campaignPaymentReplySchema },
      },
    },
    async (request) => {
      const userId = requireMemberId(request);
      return payments.payCampaign(deps, userId, request.params.id, request.body.paymentMethod, baseUrl(request));
    },
  );

  // Reading, cancelling and ending one of the member's campaigns answer it as it then stands.
  for (const [method, action, run] of [
    ['GET', '', ads.getCampaign],
    ['POST', '/cancel', payments.cancelCampaign],
    ['POST', '/end', ads.endCampaign],
  ] as const) {
    app.route({
      method,
      url: `/api/ads/campaigns/:id${action}`,
      schema: { tags: ['ads'], params: idParams, response: { 200: campaignSchema } },
      handler: async (request) => run(deps, requireMemberId(request), request.params.id),
    });
  }
};
