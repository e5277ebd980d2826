import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The settings row of the author at `authorRef` when their account is private. Asked under NOT
 * EXISTS, it is one primary-key probe per row walked, whatever the number of members.
 */
export function privateAuthor(eb: ExpressionBuilder<any, any>, authorRef: 'posts.author_user_id' | 's.author_user_id') {
  // The subquery names only its own table, so the caller's tables (and aliases) do not matter to it.
  return (eb as ExpressionBuilder<Database, never>)
    .selectFrom('member_settings as ms')
    .select('ms.user_id')
    .whereRef('ms.user_id', '=', sql.ref(authorRef))
    .where('ms.private_account', '=', 1);
}
