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
  read_at: number | null;
  created_at: number;
}
