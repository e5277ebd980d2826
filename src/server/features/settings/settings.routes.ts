import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionReplySchema } from '../../../shared/auth';
import {
  followRequestPageSchema,
  notificationPrefsPatchSchema,
  notificationPrefsSchema,
  privacyPatchSchema,
  privacySchema,
  profileSchema,
} from '../../../shared/settings';
import { receiveUpload } from '../../platform/media/upload';
import type { Storage } from '../../platform/storage';
import { requireMemberId } from '../../platform/session';
import * as auth from '../auth/auth.service';
import { removeAvatar, replaceAvatar } from './avatar.service';
import {
  approveAllFollowRequests,
  approveFollowRequest,
  declineFollowRequest,
  listFollowRequests,
  type FollowRequestsDeps,
} from './follow-requests.service';
import { exportMyData } from './my-data.service';
import * as settings from './settings.service';

const memberParams = z.object({ memberId: z.string().min(1).max(64) });

export const settingsRoutes: FastifyPluginAsyncZod<FollowRequestsDeps & { storage: Storage }> = async (app, deps) => {
  app.addHook('onRequest', async (request) => {
    requireMemberId(request);
  });

  app.patch(
    '/api/settings/profile',
    { schema: { tags: ['settings'], body: profileSchema.partial(), response: { 200: sessionReplySchema } } },
    async (request) => ({ member: await auth.updateProfile(deps, requireMemberId(request), request.body) }),
  );

  app.post(
    '/api/settings/avatar',
    { schema: { tags: ['settings'], consumes: ['multipart/form-data'], response: { 200: sessionReplySchema } } },
    async (request) => {
      const userId = requireMemberId(request);
      const { upload } = await receiveUpload(request, { accept: ['image'] });
      try {
        return { member: await replaceAvatar(deps, userId, upload) };
      } finally {
        await upload?.cleanup();
      }
    },
  );

  app.delete(
    '/api/settings/avatar',
    { schema: { tags: ['settings'], response: { 200: sessionReplySchema } } },
    async (request) => {
      return { member: await removeAvatar(deps, requireMemberId(request)) };
    },
  );

  app.get(
    '/api/settings/privacy',
    { schema: { tags: ['settings'], response: { 200: privacySchema } } },
    async (request) => {
      return settings.getPrivacy(deps.db, requireMemberId(request));
    },
  );

  app.patch(
    '/api/settings/privacy',
    { schema: { tags: ['settings'], body: privacyPatchSchema, response: { 200: privacySchema } } },
    async (request) => {
      const userId = requireMemberId(request);
      const privacy = await settings.updatePrivacy(deps, userId, request.body);
      if (request.body.privateAccount === false) await approveAllFollowRequests(deps, userId);
      return privacy;
    },
  );

  app.get(
    '/api/settings/follow-requests',
    {
      schema: {
        tags: ['settings'],
        querystring: z.object({ cursor: z.string().max(200).optional() }),
        response: { 200: followRequestPageSchema },
      },
    },
    async (request) => listFollowRequests(deps, requireMemberId(request), request.query.cursor),
  );

  app.post(
    '/api/settings/follow-requests/:memberId/approve',
    { schema: { tags: ['settings'], params: memberParams } },
    async (request, reply) => {
      await approveFollowRequest(deps, requireMemberId(request), request.params.memberId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/settings/follow-requests/:memberId',
    { schema: { tags: ['settings'], params: memberParams } },
    async (request, reply) => {
      await declineFollowRequest(deps, requireMemberId(request), request.params.memberId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/settings/notifications',
    { schema: { tags: ['settings'], response: { 200: notificationPrefsSchema } } },
    async (request) => {
      return settings.getNotificationPrefs(deps.db, requireMemberId(request));
    },
  );

  app.patch(
    '/api/settings/notifications',
    { schema: { tags: ['settings'], body: notificationPrefsPatchSchema, response: { 200: notificationPrefsSchema } } },
    async (request) => settings.updateNotificationPrefs(deps.db, requireMemberId(request), request.body),
  );

  app.get('/api/settings/export', { schema: { tags: ['settings'] } }, async (request, reply) => {
    const data = await exportMyData(deps, requireMemberId(request), request.session!.id);
    return reply
      .header('Content-Disposition', 'attachment; filename="brandsocial-meus-dados.json"')
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });
};
