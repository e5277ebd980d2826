import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderParams,
  fulfilmentMoveSchema,
  operatorOrdersPageSchema,
  operatorOrdersQuery,
  refundReplySchema,
  studioOrderParams,
  studioOrderReplySchema,
  studioOrdersPageSchema,
  studioOrdersQuery,
} from '../../../shared/fulfilment';
import { brandParams } from '../../../shared/teams';
import type { TeamAction } from '../../../shared/brand-roles';
import { requireMemberId } from '../../platform/session';
import { requireOperator } from '../admin/operator-guard';
import { requireTeamAction } from '../teams/team-guard';
import * as fulfilment from './fulfilment.service';
import { listOperatorOrders } from './operator-orders.service';

const tags = ['fulfilment'];

/** A brand's orders in its studio: editors and owners fulfil them, owners alone refund. */
export const studioOrdersRoutes: FastifyPluginAsyncZod<fulfilment.FulfilmentDeps> = async (app, deps) => {
  // The guard runs before validation too: someone off the team gets the 404 even for a malformed request.
  const guard = (action: TeamAction) => async (request: FastifyRequest) => {
    await requireTeamAction(deps.db, request, action);
  };

  app.get(
    '/api/studio/brands/:brandId/orders',
    {
      schema: { tags, params: brandParams, querystring: studioOrdersQuery, response: { 200: studioOrdersPageSchema } },
      preValidation: guard('fulfilOrders'),
    },
    async (request) =>
      fulfilment.listBrandOrders(deps, await requireTeamAction(deps.db, request, 'fulfilOrders'), request.query),
  );

  app.post(
    '/api/studio/brands/:brandId/orders/:orderId/fulfilment',
    {
      schema: {
        tags,
        params: studioOrderParams,
        body: fulfilmentMoveSchema,
        response: { 200: studioOrderReplySchema },
      },
      preValidation: guard('fulfilOrders'),
    },
    async (request) => {
      const access = await requireTeamAction(deps.db, request, 'fulfilOrders');
      return { order: await fulfilment.moveFulfilment(deps, access, request.params.orderId, request.body) };
    },
  );

  app.post(
    '/api/studio/brands/:brandId/orders/:orderId/refund',
    {
      schema: { tags, params: studioOrderParams, response: { 200: refundReplySchema } },
      preValidation: guard('refundOrders'),
    },
    async (request) => {
      const access = await requireTeamAction(deps.db, request, 'refundOrders');
      return { refund: await fulfilment.refundAsOwner(deps, access, request.params.orderId) };
    },
  );
};

/** The operator finds any order and refunds a paid one from the console, behind the console's guard. */
export const operatorOrdersRoutes: FastifyPluginAsyncZod<fulfilment.FulfilmentDeps> = async (app, deps) => {
  // Before validation, so that a member's malformed request is a 404 like any other, not a 400.
  app.addHook('onRequest', async (request) => {
    await requireOperator(deps.db, request);
  });

  app.get(
    '/api/admin/orders',
    { schema: { tags, querystring: operatorOrdersQuery, response: { 200: operatorOrdersPageSchema } } },
    async (request) => listOperatorOrders(deps, request.query),
  );

  app.post(
    '/api/admin/orders/:orderId/refund',
    { schema: { tags, params: adminOrderParams, response: { 200: refundReplySchema } } },
    async (request) => ({
      refund: await fulfilment.refundAsOperator(deps, requireMemberId(request), request.params.orderId),
    }),
  );
};
