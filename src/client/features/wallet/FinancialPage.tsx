import { ArrowDownLeft, ArrowUpRight, Wallet as WalletIcon } from 'lucide-react';
import { formatBRL } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Transaction } from '@shared/wallet';
import { QueryError } from '@client/ui/query-error';
import { cn } from '@client/lib/cn';
import { Card } from '@client/ui/card';
import { useTransactionsQuery, useWalletQuery } from './use-wallet';
import { WithdrawalForm } from './WithdrawalForm';
import { ListCard } from '@client/ui/list-card';
import { SettingsSubpage } from '@client/features/settings/SettingsSubpage';

const t = ptBR.wallet;
const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function TransactionRow({ tx }: { tx: Transaction }) {
  const credit = tx.type === 'credit';
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5">
      <span
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-full',
          credit ? 'bg-success/15 text-success' : 'bg-destructive/12 text-destructive',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1">
        <span className="truncate font-medium">{tx.description}</span>
        <span className="text-xs text-fg-muted">
          <time dateTime={tx.createdAt}>{dateFormat.format(new Date(tx.createdAt))}</time>
          {tx.status !== 'completed' ? ` · ${t.statuses[tx.status]}` : ''}
        </span>
      </div>
      <span className={cn('font-semibold tabular-nums', credit ? 'text-success' : 'text-fg')}>
        <span className="sr-only">{credit ? t.credit : t.debit}: </span>
        {credit ? '+' : '−'}
        {formatBRL(tx.amountCents)}
      </span>
    </li>
  );
}

function Statement() {
  return (
    <ListCard
      title={t.statement}
      list={useTransactionsQuery()}
      placeholders={{ count: 3, className: 'h-11' }}
      empty={t.emptyStatement}
    >
      {(tx) => <TransactionRow key={tx.id} tx={tx} />}
    </ListCard>
  );
}

export function FinancialPage() {
  const wallet = useWalletQuery();
  return (
    <SettingsSubpage section="financial">
      {wallet.isError ? (
        <Card className="p-4">
          <QueryError error={wallet.error} onRetry={() => void wallet.refetch()} />
        </Card>
      ) : (
        <section
          aria-labelledby="saldo"
          className="relative overflow-hidden rounded-2xl bg-brand-gradient p-5 text-white shadow-lg shadow-primary/25"
        >
          <WalletIcon aria-hidden="true" className="absolute -right-3 -bottom-4 size-28 opacity-15" />
          <h2 id="saldo" className="text-sm font-medium text-white/85">
            {t.balance}
          </h2>
          {wallet.data ? (
            <>
              <p
                data-testid="wallet-balance"
                className="mt-1 text-3xl font-bold tracking-tight tabular-nums sm:text-4xl"
              >
                {formatBRL(wallet.data.balanceCents)}
              </p>
              {wallet.data.pendingCents > 0 ? (
                <p className="mt-1 text-sm text-white/85">{t.pending(formatBRL(wallet.data.pendingCents))}</p>
              ) : null}
            </>
          ) : (
            <div aria-busy="true" className="mt-2 h-9 w-48 animate-pulse rounded-lg bg-white/25" />
          )}
        </section>
      )}
      {wallet.data ? <WithdrawalForm wallet={wallet.data} /> : null}
      <Statement />
    </SettingsSubpage>
  );
}
