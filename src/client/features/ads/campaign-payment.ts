import type { CampaignPaymentReply } from '@shared/ads';
import { formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { toast } from '@client/ui/use-toast';

const t = ptBR.ads;

/** The toast of a campaign that is live, after the wallet paid it or on the way back from the payment page. */
export function announceLaunch(reach: { reachMin: number; reachMax: number }) {
  toast({
    title: t.launched,
    description: t.launchedDescription(`${formatCount(reach.reachMin)}–${formatCount(reach.reachMax)}`),
    variant: 'success',
    duration: 5000,
  });
}

/** Card and Pix are paid on the hosted page; the campaign is live only when that page confirms it. */
export function followPayment(reply: CampaignPaymentReply) {
  if (reply.paymentUrl) {
    toast({ title: t.redirecting });
    window.location.assign(reply.paymentUrl);
  } else if (reply.campaign.status === 'active') {
    announceLaunch(reply.campaign);
  }
}
