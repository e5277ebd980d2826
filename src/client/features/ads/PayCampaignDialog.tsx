import { useState } from 'react';
import type { Campaign, CampaignPaymentMethod } from '@shared/ads';
import { formatBRL } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage } from '@client/lib/api';
import { Dialog } from '@client/ui/dialog';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { followPayment } from './campaign-payment';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { usePayCampaignMutation } from './use-ads';

const t = ptBR.ads;

interface PayCampaignDialogProps {
  campaign: Campaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Pays a campaign left waiting: from the balance here, or on the hosted page for card and Pix. */
export function PayCampaignDialog({ campaign, open, onOpenChange }: PayCampaignDialogProps) {
  const [method, setMethod] = useState<CampaignPaymentMethod>('wallet');
  const pay = usePayCampaignMutation();
  const busy = pay.isPending || Boolean(pay.data?.paymentUrl);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.payTitle}
      description={t.payFor(formatBRL(campaign.totalCents))}
    >
      <div className="grid gap-4">
        <PaymentMethodPicker value={method} onChange={setMethod} />
        <Button
          variant="brand"
          disabled={busy}
          onClick={() =>
            pay.mutate(
              { id: campaign.id, paymentMethod: method },
              {
                onSuccess: (reply) => {
                  followPayment(reply);
                  if (!reply.paymentUrl) onOpenChange(false);
                },
                onError: (e) => toast({ title: errorMessage(e), variant: 'destructive' }),
              },
            )
          }
        >
          {busy ? <Spinner /> : null}
          {t.launchAndPay(formatBRL(campaign.totalCents))}
        </Button>
      </div>
    </Dialog>
  );
}
