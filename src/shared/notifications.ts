import { z } from 'zod';
import { authorSchema } from './posts';
import { pagedReply } from './schema-parts';
import { notificationTypes } from './settings';

export { notificationTypes };
export type NotificationType = (typeof notificationTypes)[number];

/** Likes and comments on one post collapse into one row; follows and mentions stay one per person. */
export const groupedNotificationTypes = ['like', 'comment'] as const satisfies readonly NotificationType[];

export const notificationSchema = z.object({
  /** The latest notification of the row's group. */
  id: z.string(),
  type: z.enum(notificationTypes),
  /** Who did it last: a member, or a brand (with its logo and badge) for what was published as it. */
  actor: authorSchema,
  /** How many other people did the same to the same post (0 for a single notification). */
  others: z.number().int().min(0),
  postId: z.string().nullable(),
  /** An excerpt of the comment or of the text that mentions the member. */
  text: z.string().nullable(),
  /** The post's picture (a video's poster), small; null when there is none or the member may not see it. */
  thumbnail: z.object({ src: z.string(), alt: z.string() }).nullable(),
  /** For a follow: whether the member follows the actor back, asked to, or not yet. */
  followBack: z.enum(['none', 'requested', 'following']).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = pagedReply('notifications', notificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadReplySchema = z.object({ unread: z.number().int() });
export type UnreadReply = z.infer<typeof unreadReplySchema>;

/** Events sent down the live stream (`GET /api/events`). */
export type LiveEvent =
  { type: 'notification'; notification: Notification; unread: number } | { type: 'notifications-read'; unread: number };
