/** One row per member that has used the wallet: the bank data last used, and the row withdrawals lock. */
export interface WalletsTable {
  user_id: string;
  bank: string | null;
  agency: string | null;
  account: string | null;
  pix_key: string | null;
  updated_at: number;
}

/** The ledger: the balance is always its sum, never a stored number. */
export interface WalletTransactionsTable {
  id: string;
  user_id: string;
  type: 'credit' | 'debit';
  /** Always positive; `type` gives the direction. */
  amount_cents: number;
  description: string;
  status: 'completed' | 'pending' | 'failed';
  created_at: number;
}
