import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantAnswerSchema, assistantAskSchema } from '../../../shared/assistant-api';
import { requireMemberId } from '../../platform/session';
import * as assistant from './assistant.service';

export const assistantRoutes: FastifyPluginAsyncZod<assistant.AssistantDeps> = async (app, deps) => {
  // A member's question: answered from their own orders and the store's rules, or by the rules.
  app.post(
    '/api/assistant/reply',
    { schema: { tags: ['assistant'], body: assistantAskSchema, response: { 200: assistantAnswerSchema } } },
    async (request) => ({
      reply: await assistant.replyTo(deps, requireMemberId(request), request.body.message, request.body.timeZone),
    }),
  );
};
