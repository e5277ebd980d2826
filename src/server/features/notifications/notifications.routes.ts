import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsPageSchema, unreadReplySchema } from '../../../shared/notifications';
import { pageQuerySchema } from '../../../shared/posts';
import { sendJsonText } from '../../platform/cached-replies';
import { requireMemberId } from '../../platform/session';
import { listNotificationsText, type NotificationListDeps } from './notification-list';
import * as notifications from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationListDeps> = async (app, deps) => {
  app.get(
    '/api/notifications',
    { schema: { tags: ['notifications'], querystring: pageQuerySchema, response: { 200: notificationsPageSchema } } },
    async (request, reply) =>
      sendJsonText(reply, await listNotificationsText(deps, requireMemberId(request), request.query)),
  );

  app.get(
    '/api/notifications/unread',
    { schema: { tags: ['notifications'], response: { 200: unreadReplySchema } } },
    async (request) => ({
      unread: await notifications.unreadCount(deps, requireMemberId(request)),
    }),
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { tags: ['notifications'], response: { 200: unreadReplySchema } } },
    async (request) => notifications.markAllRead(deps, requireMemberId(request)),
  );
};
