import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignCreateSchema, campaignPageSchema, campaignSchema } from '../../../shared/ads';
import { requireMemberId } from '../../platform/session';
import * as ads from './ads.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

export const adsRoutes: FastifyPluginAsyncZod<ads.AdsDeps> = async (app, deps) => {
  app.addHook('onRequest', async (request) => {
    requireMemberId(request);
  });

  app.post(
    '/api/ads/campaigns',
    { schema: { tags: ['ads'], body: campaignCreateSchema, response: { 201: campaignSchema } } },
    async (request, reply) => {
      return reply.status(201).send(await ads.launchCampaign(deps, requireMemberId(request), request.body));
    },
  );

  app.get(
    '/api/ads/campaigns',
    {
      schema: {
        tags: ['ads'],
        querystring: z.object({ cursor: z.string().max(200).optional() }),
        response: { 200: campaignPageSchema },
      },
    },
    async (request) => ads.listCampaigns(deps, requireMemberId(request), request.query.cursor),
  );

  app.get(
    '/api/ads/campaigns/:id',
    { schema: { tags: ['ads'], params: idParams, response: { 200: campaignSchema } } },
    async (request) => {
      return ads.getCampaign(deps, requireMemberId(request), request.params.id);
    },
  );

  app.post(
    '/api/ads/campaigns/:id/end',
    { schema: { tags: ['ads'], params: idParams, response: { 200: campaignSchema } } },
    async (request) => {
      return ads.endCampaign(deps, requireMemberId(request), request.params.id);
    },
  );
};
