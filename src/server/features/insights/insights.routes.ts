import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightsQuerySchema, insightsSchema } from '../../../shared/insights';
import { brandParams } from '../../../shared/teams';
import { requireTeamAction } from '../teams/team-guard';
import { insightsCsv, insightsFileName } from './insights-csv';
import { brandInsights, type InsightsDeps } from './insights.service';

const tags = ['insights'];

/** A brand's insights in its studio, for every role of its team (decision 021). */
export const insightsRoutes: FastifyPluginAsyncZod<InsightsDeps> = async (app, deps) => {
  // The team guard runs before validation: someone off the team gets the 404 for any query.
  const guard = {
    preValidation: async (request: Parameters<typeof requireTeamAction>[1]) => {
      await requireTeamAction(deps.db, request, 'viewInsights');
    },
  };

  app.get(
    '/api/studio/brands/:brandId/insights',
    {
      schema: { tags, params: brandParams, querystring: insightsQuerySchema, response: { 200: insightsSchema } },
      ...guard,
    },
    async (request, reply) => {
      const insights = await brandInsights(deps, request.params.brandId, request.query.days);
      return reply.header('Cache-Control', 'private, no-store').send(insights);
    },
  );

  app.get(
    '/api/studio/brands/:brandId/insights.csv',
    { schema: { tags, params: brandParams, querystring: insightsQuerySchema }, ...guard },
    async (request, reply) => {
      const insights = await brandInsights(deps, request.params.brandId, request.query.days);
      return reply
        .header('Content-Disposition', `attachment; filename="${insightsFileName(request.params.brandId, insights)}"`)
        .header('Cache-Control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(insightsCsv(insights));
    },
  );
};
