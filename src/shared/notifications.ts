import { z } from 'zod';
import { notificationTypes } from './settings';

export { notificationTypes };
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  actor: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string() }),
  postId: z.string().nullable(),
  /** An excerpt of the comment or of the text that mentions the member. */
  text: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadReplySchema = z.object({ unread: z.number().int() });

/** Events sent down the live stream (`GET /api/events`). */
export type LiveEvent =
  { type: 'notification'; notification: Notification; unread: number } | { type: 'notifications-read'; unread: number };
