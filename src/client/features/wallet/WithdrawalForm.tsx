import { Building2, QrCode } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { formatBRL } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { parseAmountToCents, withdrawalProblem, type Wallet, type WithdrawalProblem } from '@shared/wallet';
import { errorMessage, isApiError } from '@client/lib/api';
import { BusyButton } from '@client/ui/busy-button';
import { Card } from '@client/ui/card';
import { TextField } from '@client/ui/text-field';
import { toast, toastError } from '@client/ui/use-toast';
import { useWithdrawMutation } from './use-wallet';

const t = ptBR.wallet;

const messages: Record<WithdrawalProblem, string> = {
  invalid_amount: t.invalidAmount,
  insufficient_funds: t.insufficientFunds,
  bank_data_incomplete: t.bankDataIncomplete,
  invalid_pix_key: t.invalidPixKey,
};

type Method = 'bank' | 'pix';

/** The bank account's fields: the bank's name is typed as text, the numbers on a keypad. */
const bankFields = [
  ['bank', { autoComplete: 'off' }],
  ['agency', { inputMode: 'numeric' }],
  ['account', { inputMode: 'numeric' }],
] as const;

export function WithdrawalForm({ wallet }: { wallet: Wallet }) {
  const withdraw = useWithdrawMutation();
  const saved = wallet.bankData;
  const [method, setMethod] = useState<Method>(saved.pixKey ? 'pix' : 'bank');
  const [amount, setAmount] = useState('');
  const [bankData, setBankData] = useState({
    bank: saved.bank ?? '',
    agency: saved.agency ?? '',
    account: saved.account ?? '',
  });
  const [pixKey, setPixKey] = useState(saved.pixKey ?? '');
  const [problem, setProblem] = useState<{ field: 'amount' | 'bank' | 'pix'; message: string } | null>(null);

  const refuse = (message: string, field: 'amount' | 'bank' | 'pix') => {
    setProblem({ field, message });
    toast({ title: message, variant: 'destructive' });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amountCents = parseAmountToCents(amount) ?? Number.NaN;
    const input = method === 'pix' ? { amountCents, pixKey } : { amountCents, ...bankData };
    const found = withdrawalProblem(input, wallet.balanceCents);
    if (found) {
      refuse(
        messages[found],
        found === 'invalid_amount' || found === 'insufficient_funds' ? 'amount' : method === 'pix' ? 'pix' : 'bank',
      );
      return;
    }
    setProblem(null);
    withdraw.mutate(input, {
      onSuccess: ({ transaction }) => {
        setAmount('');
        toast({
          title: t.withdrawalRequested,
          description: t.withdrawalRequestedDescription(formatBRL(transaction.amountCents)),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.status < 500)
          refuse(
            errorMessage(error),
            error.code === 'bank_data_incomplete' ? 'bank' : error.code === 'invalid_pix_key' ? 'pix' : 'amount',
          );
        else toastError(error);
      },
    });
  };

  const errorFor = (field: 'amount' | 'bank' | 'pix') => (problem?.field === field ? problem.message : undefined);
  const clear = () => setProblem(null);

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-4 font-semibold">{t.withdrawTitle}</h2>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          label={t.amount}
          inputMode="decimal"
          placeholder={t.amountPlaceholder}
          value={amount}
          error={errorFor('amount')}
          onChange={(e) => {
            setAmount(e.target.value);
            clear();
          }}
        />
        <div className="grid gap-2">
          <span id="metodo-saque" className="text-sm font-medium">
            {t.method}
          </span>
          <RadioGroup.Root
            aria-labelledby="metodo-saque"
            value={method}
            onValueChange={(v) => {
              setMethod(v === 'pix' ? 'pix' : 'bank');
              clear();
            }}
            className="grid grid-cols-2 gap-2"
          >
            {(
              [
                ['bank', t.methodBank, Building2],
                ['pix', t.methodPix, QrCode],
              ] as const
            ).map(([value, label, Icon]) => (
              <RadioGroup.Item
                key={value}
                value={value}
                className="flex items-center justify-center gap-2 rounded-xl border border-border bg-surface-muted px-3 py-2.5 text-sm font-medium transition-colors hover:border-primary/50 data-[state=checked]:border-primary data-[state=checked]:bg-primary/10 data-[state=checked]:text-accent-fg"
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </div>
        {method === 'bank' ? (
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1.4fr]">
            {bankFields.map(([field, keyboard]) => (
              <TextField
                key={field}
                label={t[field]}
                {...keyboard}
                value={bankData[field]}
                aria-invalid={errorFor('bank') ? true : undefined}
                onChange={(e) => (setBankData({ ...bankData, [field]: e.target.value }), clear())}
              />
            ))}
            {errorFor('bank') ? (
              <p role="alert" className="text-xs font-medium text-destructive sm:col-span-3">
                {errorFor('bank')}
              </p>
            ) : null}
          </div>
        ) : (
          <TextField
            label={t.pixKey}
            hint={t.pixKeyHint}
            autoComplete="off"
            value={pixKey}
            error={errorFor('pix')}
            onChange={(e) => (setPixKey(e.target.value), clear())}
          />
        )}
        <BusyButton type="submit" variant="brand" busy={withdraw.isPending}>
          {t.withdraw}
        </BusyButton>
      </form>
    </Card>
  );
}
