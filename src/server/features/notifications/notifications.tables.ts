import type { NotificationType } from '../../../shared/notifications';

export interface NotificationsTable {
  id: string;
  /** The member who receives it. */
  user_id: string;
  type: NotificationType;
  /** The member who did it; the recipient themself when a brand did (`actor_brand_id`) or for an order. */
  actor_user_id: string;
  /** The brand that did it (a mention in a post published as the brand); null when a member did. */
  actor_brand_id: string | null;
  post_id: string | null;
  /** An excerpt of the comment or the mentioning text. */
  text: string | null;
  /** Rows with one key are listed as one ('like:POST'); otherwise the row's own id. */
  group_key: string;
  read_at: number | null;
  created_at: number;
}

/** A notification type the member switched off; absent means they receive it. */
export interface NotificationMutesTable {
  user_id: string;
  type: string;
}
