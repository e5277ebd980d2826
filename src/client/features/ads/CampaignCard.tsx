import { Megaphone } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import type { Campaign, CampaignStatus } from '@shared/ads';
import { formatBRL, formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage } from '@client/lib/api';
import { BusyButton } from '@client/ui/busy-button';
import { StatusBadge, type Tone } from '@client/ui/status-badge';
import { Button } from '@client/ui/button';
import { toast } from '@client/ui/use-toast';
import { PayCampaignDialog } from './PayCampaignDialog';
import { useCancelCampaignMutation, useEndCampaignMutation } from './use-ads';

const t = ptBR.ads;

const campaignTones: Record<CampaignStatus, Tone> = {
  active: 'good',
  awaiting_payment: 'waiting',
  ended: 'over',
  canceled: 'over',
};

const failed = (e: unknown) => toast({ title: errorMessage(e), variant: 'destructive' });

/** Stops the campaign, unpaid (cancelled) or running (ended): a small ghost button, busy while it asks. */
function StopButton(props: ComponentProps<typeof BusyButton>) {
  return <BusyButton size="sm" variant="ghost" {...props} />;
}

/** One campaign with its real numbers: spend grows only with the days it has run since it was paid. */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const end = useEndCampaignMutation();
  const cancel = useCancelCampaignMutation();
  const [paying, setPaying] = useState(false);
  const status = campaign.status;
  const paid = campaign.paidAt !== null;
  const progress = campaign.totalCents
    ? Math.min(100, Math.round((campaign.spentCents / campaign.totalCents) * 100))
    : 0;
  return (
    <li className="flex gap-3 px-4 py-4 sm:px-5">
      <div className="size-14 shrink-0 overflow-hidden rounded-xl bg-surface-muted">
        {campaign.post?.imageUrl ? (
          <img
            src={campaign.post.imageUrl}
            alt={t.promotedPost}
            width={56}
            height={56}
            className="size-full object-cover"
            loading="lazy"
          />
        ) : (
          <span className="grid size-full place-items-center text-fg-muted">
            <Megaphone aria-hidden="true" className="size-6" />
          </span>
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words">{t.objectives[campaign.objective].label}</h3>
          <StatusBadge tone={campaignTones[status]}>{t.statuses[status]}</StatusBadge>
        </div>
        {campaign.post ? (
          <p className="truncate text-sm">
            <span className="sr-only">{t.promotedPost}: </span>
            {campaign.post.content}
          </p>
        ) : null}
        <p className="text-sm text-fg-muted">
          {t.perDay(formatBRL(campaign.dailyBudgetCents))} · {t.days(campaign.durationDays)} · {t.total}{' '}
          {formatBRL(campaign.totalCents)}
        </p>
        <p className="text-sm">
          {t.estimatedReach}:{' '}
          <span className="font-semibold tabular-nums">
            {t.reachRange(formatCount(campaign.reachMin), formatCount(campaign.reachMax))}
          </span>
        </p>
        {paid ? (
          <div className="grid gap-1">
            <div
              role="progressbar"
              aria-label={t.spent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-valuetext={t.spentOf(formatBRL(campaign.spentCents), formatBRL(campaign.totalCents))}
              className="h-1.5 overflow-hidden rounded-full bg-fg/10"
            >
              <div className="h-full bg-brand-gradient" style={{ width: `${progress}%` }} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-fg-muted tabular-nums">
              <span>
                {t.spent}: {formatBRL(campaign.spentCents)}
              </span>
              {campaign.refundedCents > 0 ? (
                <span>
                  {t.refunded}: {formatBRL(campaign.refundedCents)}
                </span>
              ) : (
                <span>
                  {t.remaining}: {formatBRL(campaign.remainingCents)}
                </span>
              )}
              {status === 'active' ? <span>{t.daysLeft(campaign.daysLeft)}</span> : null}
            </div>
          </div>
        ) : null}
        {status === 'awaiting_payment' ? (
          <div className="flex flex-wrap gap-2 pt-1">
            <Button size="sm" variant="brand" onClick={() => setPaying(true)}>
              {t.payNow}
            </Button>
            <StopButton
              className="text-destructive"
              busy={cancel.isPending}
              onClick={() =>
                cancel.mutate(campaign.id, {
                  onSuccess: () => toast({ title: t.campaignCanceled, variant: 'success' }),
                  onError: failed,
                })
              }
            >
              {t.cancelCampaign}
            </StopButton>
            <PayCampaignDialog campaign={campaign} open={paying} onOpenChange={setPaying} />
          </div>
        ) : null}
        {status === 'active' ? (
          <StopButton
            className="justify-self-start px-0 text-destructive"
            busy={end.isPending}
            onClick={() =>
              end.mutate(campaign.id, {
                onSuccess: (ended) =>
                  toast({
                    title: t.campaignEnded,
                    description:
                      ended.refundedCents > 0 ? t.campaignEndedRefund(formatBRL(ended.refundedCents)) : undefined,
                    variant: 'success',
                  }),
                onError: failed,
              })
            }
          >
            {t.endCampaign}
          </StopButton>
        ) : null}
      </div>
    </li>
  );
}
