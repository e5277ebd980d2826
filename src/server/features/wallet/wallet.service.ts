import type { Kysely, Selectable } from 'kysely';
import { ptBR } from '../../../shared/i18n/pt-BR';
import { withdrawalProblem, type Transaction, type Wallet, type WithdrawalInput } from '../../../shared/wallet';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { decodeKeyset, pageOf } from '../../platform/pagination';
import * as q from './wallet.queries';
import type { WalletTransactionsTable } from './wallet.tables';

export interface WalletDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const PAGE_SIZE = 20;

export function toTransaction(row: Selectable<WalletTransactionsTable>): Transaction {
  return {
    id: row.id,
    type: row.type,
    amountCents: Number(row.amount_cents),
    description: row.description,
    status: row.status,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export async function getWallet(deps: Pick<WalletDeps, 'db'>, userId: string): Promise<Wallet> {
  const [sums, wallet] = await Promise.all([q.ledgerSums(deps.db, userId), q.findWallet(deps.db, userId)]);
  return {
    balanceCents: sums.balance,
    pendingCents: sums.pending,
    bankData: {
      bank: wallet?.bank ?? null,
      agency: wallet?.agency ?? null,
      account: wallet?.account ?? null,
      pixKey: wallet?.pix_key ?? null,
    },
  };
}

export async function listTransactions(deps: Pick<WalletDeps, 'db'>, userId: string, cursor?: string) {
  const rows = await q.listTransactions(deps.db, userId, PAGE_SIZE, decodeKeyset(cursor));
  const page = pageOf(rows, PAGE_SIZE);
  return { items: page.rows.map(toTransaction), nextCursor: page.nextCursor };
}

const problemStatus = {
  invalid_amount: 400,
  insufficient_funds: 409,
  bank_data_incomplete: 400,
  invalid_pix_key: 400,
} as const;

/** A withdrawal is a pending debit; the check against the balance and the debit commit together. */
export async function withdraw(deps: WalletDeps, userId: string, input: WithdrawalInput) {
  const id = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await q.lockWallet(trx, userId, now);
    const { balance } = await q.ledgerSums(trx, userId);
    const problem = withdrawalProblem(input, balance);
    if (problem) throw new AppError(problemStatus[problem], problem);
    const pixKey = input.pixKey?.trim() || null;
    const bank = pixKey ? null : input.bank!.trim();
    await q.saveBankData(
      trx,
      userId,
      pixKey
        ? { bank: null, agency: null, account: null, pix_key: pixKey }
        : { bank, agency: input.agency!.trim(), account: input.account!.trim(), pix_key: null },
    );
    const txId = newId('wtx', now);
    await q.insertTransaction(trx, {
      id: txId,
      user_id: userId,
      type: 'debit',
      amount_cents: input.amountCents,
      description: pixKey ? ptBR.wallet.withdrawalToPix : ptBR.wallet.withdrawalToBank(bank!),
      status: 'pending',
      created_at: now,
    });
    return txId;
  });
  const row = await q.findTransaction(deps.db, id);
  return { transaction: toTransaction(row!), wallet: await getWallet(deps, userId) };
}

/**
 * Pays for something from the balance: a completed debit, refused with 'Saldo insuficiente' when the
 * balance is short. Run it inside the caller's transaction, so that the debit and what it pays for
 * commit together (or neither does).
 */
export async function payFromBalance(
  trx: Kysely<Database>,
  userId: string,
  amountCents: number,
  description: string,
  now: number,
): Promise<string> {
  await q.lockWallet(trx, userId, now);
  const { balance } = await q.ledgerSums(trx, userId);
  if (amountCents > balance) throw new AppError(409, 'insufficient_funds');
  const id = newId('wtx', now);
  await q.insertTransaction(trx, {
    id,
    user_id: userId,
    type: 'debit',
    amount_cents: amountCents,
    description,
    status: 'completed',
    created_at: now,
  });
  return id;
}

/** Adds a completed credit to a member's ledger (the demo member's starting balance, sales). */
export async function credit(
  db: Kysely<Database>,
  userId: string,
  amountCents: number,
  description: string,
  at: number,
) {
  await q.insertTransaction(db, {
    id: newId('wtx', at),
    user_id: userId,
    type: 'credit',
    amount_cents: amountCents,
    description,
    status: 'completed',
    created_at: at,
  });
}

/** The member's ledger and bank data, for their LGPD export. */
