import { CreditCard, QrCode, Wallet } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { campaignPaymentMethods, type CampaignPaymentMethod } from '@shared/ads';
import { formatBRL } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { useWalletQuery } from '@client/features/wallet/use-wallet';

const t = ptBR.ads;
const icons = { wallet: Wallet, card: CreditCard, pix: QrCode } as const;

interface PaymentMethodPickerProps {
  value: CampaignPaymentMethod;
  onChange: (method: CampaignPaymentMethod) => void;
}

/** Wallet balance, card or Pix; the balance is shown so a short one is no surprise. */
export function PaymentMethodPicker({ value, onChange }: PaymentMethodPickerProps) {
  const id = useId();
  const wallet = useWalletQuery();
  return (
    <div className="grid gap-2">
      <span id={id} className="text-sm font-medium">
        {t.payment}
      </span>
      <RadioGroup.Root
        aria-labelledby={id}
        value={value}
        onValueChange={(v) => onChange(v as CampaignPaymentMethod)}
        className="grid gap-2"
      >
        {campaignPaymentMethods.map((method) => {
          const Icon = icons[method];
          return (
            <RadioGroup.Item
              key={method}
              value={method}
              className="flex min-h-12 items-center gap-3 rounded-xl border border-border bg-surface-muted px-3 py-2.5 text-left text-sm transition-colors hover:border-primary/50 data-[state=checked]:border-primary data-[state=checked]:bg-primary/10"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-accent-fg" />
              <span className="grid">
                <span className="font-medium">{t.paymentMethods[method]}</span>
                {method === 'wallet' ? (
                  <span className="min-h-4 text-xs text-fg-muted tabular-nums">
                    {wallet.data ? t.walletBalance(formatBRL(wallet.data.balanceCents)) : null}
                  </span>
                ) : null}
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      <p className="text-xs text-fg-muted">{t.paymentHint}</p>
    </div>
  );
}
