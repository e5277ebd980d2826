import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockBodySchema,
  blockParams,
  blockReplySchema,
  blockScopeQuery,
  blocksReplySchema,
  hiddenWordBodySchema,
  hiddenWordParams,
  hiddenWordReplySchema,
  hiddenWordsReplySchema,
  muteParams,
  muteReplySchema,
  mutesReplySchema,
} from '../../../shared/safety';
import { requireMemberId } from '../../platform/session';
import * as safety from './safety.service';

const tags = ['safety'];

export const safetyRoutes: FastifyPluginAsyncZod<safety.SafetyDeps> = async (app, deps) => {
  app.get(
    '/api/safety/blocks',
    { schema: { tags, querystring: blockScopeQuery, response: { 200: blocksReplySchema } } },
    async (request) => ({ items: await safety.listBlocks(deps, requireMemberId(request), request.query.brandId) }),
  );
  app.put(
    '/api/safety/blocks/:memberId',
    { schema: { tags, params: blockParams, body: blockBodySchema.optional(), response: { 200: blockReplySchema } } },
    async (request) => safety.block(deps, requireMemberId(request), request.params.memberId, request.body?.brandId),
  );
  app.delete(
    '/api/safety/blocks/:memberId',
    { schema: { tags, params: blockParams, querystring: blockScopeQuery, response: { 200: blockReplySchema } } },
    async (request) => safety.unblock(deps, requireMemberId(request), request.params.memberId, request.query.brandId),
  );

  app.get('/api/safety/mutes', { schema: { tags, response: { 200: mutesReplySchema } } }, async (request) => ({
    items: await safety.listMutes(deps, requireMemberId(request)),
  }));
  app.put(
    '/api/safety/mutes/:kind/:id',
    { schema: { tags, params: muteParams, response: { 200: muteReplySchema } } },
    async (request) => safety.mute(deps, requireMemberId(request), request.params.kind, request.params.id),
  );
  app.delete(
    '/api/safety/mutes/:kind/:id',
    { schema: { tags, params: muteParams, response: { 200: muteReplySchema } } },
    async (request) => safety.unmute(deps, requireMemberId(request), request.params.kind, request.params.id),
  );

  app.get('/api/safety/words', { schema: { tags, response: { 200: hiddenWordsReplySchema } } }, async (request) => ({
    items: await safety.listWords(deps, requireMemberId(request)),
  }));
  app.post(
    '/api/safety/words',
    { schema: { tags, body: hiddenWordBodySchema, response: { 201: hiddenWordReplySchema } } },
    async (request, reply) => {
      reply.code(201);
      return safety.addWord(deps, requireMemberId(request), request.body.word);
    },
  );
  app.delete(
    '/api/safety/words/:word',
    { schema: { tags, params: hiddenWordParams, response: { 200: hiddenWordReplySchema } } },
    async (request) => {
      await safety.removeWord(deps, requireMemberId(request), request.params.word);
      return { word: request.params.word };
    },
  );
};
