import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { pagedReply } from './schema-parts';
import { displayText } from './text-rules';

const w = ptBR.wallet;

/** The demo member's starting balance from the spec (R$ 1.355,40), in cents. */
export const DEMO_BALANCE_CENTS = 135540;
/** Upper bound of a single withdrawal, far above any balance we hold; keeps sums inside 2^53. */
export const MAX_WITHDRAWAL_CENTS = 100_000_000_00;

/**
 * Parses an amount typed in pt-BR ('1.234,56', 'R$ 10', '10,5') or with a dot decimal ('10.50')
 * into integer cents; null when it is not a number.
 */
export function parseAmountToCents(text: string): number | null {
  let s = text.replace(/R\$/i, '').replace(/\s/g, '');
  if (!/^-?[\d.,]+$/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0) {
    // pt-BR: dots group thousands, the comma is the decimal mark.
    if (lastDot > lastComma) return null;
    s = s.replace(/\./g, '').replace(',', '.');
  } else if (lastDot >= 0 && !/^-?\d+\.\d{1,2}$/.test(s)) {
    // '1.234' is one thousand two hundred and thirty-four in pt-BR.
    if (!/^-?\d{1,3}(\.\d{3})+$/.test(s)) return null;
    s = s.replace(/\./g, '');
  }
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  const sign = whole!.startsWith('-') ? -1 : 1;
  const cents = Math.abs(Number(whole)) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? sign * cents : null;
}

const optionalText = (max: number) => displayText(z.string().trim()).max(max, { error: w.fieldTooLong }).optional();

export const withdrawalSchema = z.object({
  amountCents: z
    .number({ error: w.invalidAmount })
    .int({ error: w.invalidAmount })
    .positive({ error: w.invalidAmount })
    .max(MAX_WITHDRAWAL_CENTS, { error: w.invalidAmount }),
  bank: optionalText(60),
  agency: optionalText(12),
  account: optionalText(20),
  pixKey: optionalText(77),
});
export type WithdrawalInput = z.input<typeof withdrawalSchema>;

const pixPatterns = [
  /^\d{11}$/, // CPF
  /^\d{14}$/, // CNPJ
  /^\+?\d{10,13}$/, // phone, with or without +55
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/, // email
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // random key
];

/** A Pix key as the central bank defines them: CPF, CNPJ, phone, email or random key. */
export function isPixKey(key: string): boolean {
  const compact = /@/.test(key) ? key.trim() : key.replace(/[\s().\-/]/g, '');
  return pixPatterns.some((p) => p.test(compact)) || pixPatterns[4]!.test(key.trim());
}

export type WithdrawalProblem = 'invalid_amount' | 'insufficient_funds' | 'bank_data_incomplete' | 'invalid_pix_key';

/**
 * The withdrawal rules of the spec in their order: a number above 0, not above the balance, and
 * bank, agency and account all filled (or a Pix key instead). The form and the server share it.
 */
export function withdrawalProblem(input: WithdrawalInput, balanceCents: number): WithdrawalProblem | null {
  const amount = input.amountCents;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > MAX_WITHDRAWAL_CENTS) {
    return 'invalid_amount';
  }
  if (amount > balanceCents) return 'insufficient_funds';
  const pix = input.pixKey?.trim();
  if (pix) return isPixKey(pix) ? null : 'invalid_pix_key';
  if (!input.bank?.trim() || !input.agency?.trim() || !input.account?.trim()) return 'bank_data_incomplete';
  return null;
}

export const transactionTypes = ['credit', 'debit'] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionStatuses = ['completed', 'pending', 'failed'] as const;

export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(transactionTypes),
  amountCents: z.number().int(),
  description: z.string(),
  status: z.enum(transactionStatuses),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const bankDataSchema = z.object({
  bank: z.string().nullable(),
  agency: z.string().nullable(),
  account: z.string().nullable(),
  pixKey: z.string().nullable(),
});
export type BankData = z.infer<typeof bankDataSchema>;

export const walletSchema = z.object({
  /** What can be withdrawn now: completed credits minus every debit not failed. */
  balanceCents: z.number().int(),
  /** Withdrawals asked for and not yet paid out. */
  pendingCents: z.number().int(),
  bankData: bankDataSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const transactionPageSchema = pagedReply('items', transactionSchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const withdrawalReplySchema = z.object({ transaction: transactionSchema, wallet: walletSchema });
export type WithdrawalReply = z.infer<typeof withdrawalReplySchema>;
