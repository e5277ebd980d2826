import type { NotificationType } from '../../../shared/notifications';

export interface NotificationsTable {
  id: string;
  /** The member who receives it. */
  user_id: string;
  type: NotificationType;
  actor_user_id: string;
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
