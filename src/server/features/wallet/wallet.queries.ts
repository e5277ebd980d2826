import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newestFirstPage } from '../../platform/keyset-sql';
import type { WalletTransactionsTable } from './wallet.tables';
import type { Keyset } from '../../platform/pagination';

/**
 * The balance as the sum of the ledger: completed credits, minus every debit that has not failed
 * (a pending withdrawal is already out of reach).
 */
export async function ledgerSums(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('wallet_transactions')
    .select([
      sql<number>`coalesce(sum(case when type = 'credit' and status = 'completed' then amount_cents when type = 'debit' and status <> 'failed' then -amount_cents else 0 end), 0)`.as(
        'balance',
      ),
      sql<number>`coalesce(sum(case when type = 'debit' and status = 'pending' then amount_cents else 0 end), 0)`.as(
        'pending',
      ),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { balance: Number(row.balance), pending: Number(row.pending) };
}

/**
 * WARNING: call first in a withdrawal's transaction. The upsert writes the member's wallet row, so on
 * SQLite the transaction becomes the single writer before it reads the ledger, and on PostgreSQL the
 * row stays locked until commit: two withdrawals of one member run one after the other.
 */
export function lockWallet(db: Kysely<Database>, userId: string, now: number) {
  return db
    .insertInto('wallets')
    .values({ user_id: userId, bank: null, agency: null, account: null, pix_key: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: now }))
    .execute();
}

export function findWallet(db: Kysely<Database>, userId: string) {
  return db.selectFrom('wallets').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function saveBankData(
  db: Kysely<Database>,
  userId: string,
  data: { bank: string | null; agency: string | null; account: string | null; pix_key: string | null },
) {
  return db.updateTable('wallets').set(data).where('user_id', '=', userId).execute();
}

export function insertTransaction(db: Kysely<Database>, values: Insertable<WalletTransactionsTable>) {
  return db.insertInto('wallet_transactions').values(values).execute();
}

export function findTransaction(db: Kysely<Database>, id: string) {
  return db.selectFrom('wallet_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listTransactions(db: Kysely<Database>, userId: string, limit: number, after?: Keyset) {
  const q = db.selectFrom('wallet_transactions').selectAll().where('user_id', '=', userId);
  return newestFirstPage(q, limit + 1, after).execute();
}

export function allTransactions(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
}
