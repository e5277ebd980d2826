import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionReplySchema } from '../../../shared/auth';
import {
  notificationPrefsPatchSchema,
  notificationPrefsSchema,
  privacyPatchSchema,
  privacySchema,
  profileSchema,
} from '../../../shared/settings';
import { withUpload } from '../../platform/media/upload';
import type { EventBus } from '../../platform/event-bus';
import { requireMemberId } from '../../platform/session';
import * as auth from '../auth/auth.service';
import { approveAllFollowRequests } from '../members/follow-requests.service';
import { getNotificationPrefs, updateNotificationPrefs } from '../notifications/notification-prefs';
import { getPrivacy } from '../privacy/privacy';
import { removeAvatar, replaceAvatar, type AvatarDeps } from './avatar.service';
import * as settings from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<AvatarDeps & { bus: EventBus }> = async (app, deps) => {
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
      return withUpload(request, { accept: ['image'] }, async (upload) => ({
        member: await replaceAvatar(deps, userId, upload),
      }));
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
      return getPrivacy(deps.db, requireMemberId(request));
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
    '/api/settings/notifications',
    { schema: { tags: ['settings'], response: { 200: notificationPrefsSchema } } },
    async (request) => {
      return getNotificationPrefs(deps.db, requireMemberId(request));
    },
  );

  app.patch(
    '/api/settings/notifications',
    { schema: { tags: ['settings'], body: notificationPrefsPatchSchema, response: { 200: notificationPrefsSchema } } },
    async (request) => updateNotificationPrefs(deps.db, requireMemberId(request), request.body),
  );
};
