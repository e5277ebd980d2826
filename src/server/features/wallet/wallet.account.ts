import type { ExportFor } from '../../platform/member-data';
import { getWallet, toTransaction } from './wallet.service';
import * as q from './wallet.queries';

export const exportFor: ExportFor = async ({ db }, memberId) => {
  const [wallet, rows] = await Promise.all([getWallet({ db }, memberId), q.allTransactions(db, memberId)]);
  return { ...wallet, transactions: rows.map(toTransaction) };
};
