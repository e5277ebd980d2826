import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appealReplySchema,
  createAppealSchema,
  createReportSchema,
  moderationActionReplySchema,
  moderationActionSchema,
  moderationQueueQuerySchema,
  moderationQueueSchema,
  moderationTargetParams,
  myReportsPageSchema,
  myReportsQuerySchema,
  reportReplySchema,
} from '../../../shared/moderation';
import { requireMemberId } from '../../platform/session';
import { requireOperator } from '../admin/operator-guard';
import * as moderation from './moderation.service';
import * as reports from './reports.service';

const tags = ['moderation'];

/** A member's reports and appeals. */
export const reportsRoutes: FastifyPluginAsyncZod<reports.ReportsDeps> = async (app, deps) => {
  app.post(
    '/api/reports',
    { schema: { tags, body: createReportSchema, response: { 200: reportReplySchema, 201: reportReplySchema } } },
    async (request, reply) => {
      const { report, created } = await reports.createReport(deps, requireMemberId(request), request.body);
      return reply.code(created ? 201 : 200).send({ report });
    },
  );

  app.get(
    '/api/reports/mine',
    { schema: { tags, querystring: myReportsQuerySchema, response: { 200: myReportsPageSchema } } },
    async (request) => reports.myReports(deps, requireMemberId(request), request.query.cursor),
  );

  app.post(
    '/api/appeals',
    { schema: { tags, body: createAppealSchema, response: { 201: appealReplySchema } } },
    async (request, reply) => {
      const appeal = await reports.createAppeal(deps, requireMemberId(request), request.body);
      return reply.code(201).send({ appeal });
    },
  );
};

/** The operator's queue and actions, behind the console's guard. */
export const moderationConsoleRoutes: FastifyPluginAsyncZod<moderation.ModerationDeps> = async (app, deps) => {
  // Before validation, so that a member's malformed request is a 404 like any other, not a 400.
  app.addHook('onRequest', async (request) => {
    await requireOperator(deps.db, request);
  });

  app.get(
    '/api/admin/moderation',
    { schema: { tags, querystring: moderationQueueQuerySchema, response: { 200: moderationQueueSchema } } },
    async (request) => moderation.queue(deps, request.query.cursor),
  );

  app.post(
    '/api/admin/moderation/:kind/:id/actions',
    {
      schema: {
        tags,
        params: moderationTargetParams,
        body: moderationActionSchema,
        response: { 200: moderationActionReplySchema },
      },
    },
    async (request) =>
      moderation.act(deps, requireMemberId(request), request.params.kind, request.params.id, request.body),
  );
};
