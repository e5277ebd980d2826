import { Eye, ImageIcon, Megaphone, MousePointerClick, Rocket } from 'lucide-react';
import type { Dispatch } from 'react';
import {
  AD_BUDGET_MAX,
  AD_BUDGET_MIN,
  AD_BUDGET_STEP,
  AD_DURATION_MAX,
  AD_DURATION_MIN,
  adObjectives,
  campaignTotalCents,
  estimatedReach,
  objectiveNeedsPost,
} from '@shared/ads';
import { formatBRL, formatCount } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Spinner } from '@client/ui/spinner';
import { IconTile } from '@client/ui/icon-tile';
import type { AdDraft, DraftAction } from './ad-draft';
import { AdSlider } from './AdSlider';
import { AudienceEstimate } from './AudienceEstimate';
import { PaymentMethodPicker } from './PaymentMethodPicker';

const t = ptBR.ads;
const objectiveIcons = { profile_visits: MousePointerClick, reach: Eye, engagement: Megaphone } as const;

export function draftNumbers(draft: AdDraft) {
  const total = campaignTotalCents(draft.dailyBudget * 100, draft.durationDays);
  const reach = estimatedReach(total);
  return { total, reach, reachText: t.reachRange(formatCount(reach.min), formatCount(reach.max)) };
}

function ReviewRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border pb-2 last:border-0">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-right font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

interface AdWizardProps {
  draft: AdDraft;
  dispatch: Dispatch<DraftAction>;
  launching: boolean;
  /** Whether a post is chosen: 'Alcance' and 'Engajamento' cannot launch without one. */
  hasPost: boolean;
  onChoosePost: () => void;
  onLaunch: () => void;
}

export function AdWizard({ draft, dispatch, launching, hasPost, onChoosePost, onLaunch }: AdWizardProps) {
  const { total, reachText } = draftNumbers(draft);
  const missingPost = draft.objective !== null && objectiveNeedsPost(draft.objective) && !hasPost;
  return (
    <Card className="p-4 sm:p-5">
      <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{t.step(draft.step)}</p>
      <div aria-hidden="true" className="mt-2 mb-4 grid grid-cols-3 gap-1.5">
        {[1, 2, 3].map((n) => (
          <span key={n} className={cn('h-1.5 rounded-full', n <= draft.step ? 'bg-brand-gradient' : 'bg-fg/15')} />
        ))}
      </div>

      {draft.step === 1 ? (
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-lg font-semibold">{t.objectiveTitle}</legend>
          {adObjectives.map((objective) => (
            <button
              key={objective}
              type="button"
              aria-pressed={draft.objective === objective}
              onClick={() => dispatch({ type: 'objective', objective })}
              className="flex items-center gap-3 rounded-2xl border border-border bg-surface-muted p-4 text-left transition-colors hover:border-primary/60 aria-pressed:border-primary aria-pressed:bg-primary/10"
            >
              <IconTile icon={objectiveIcons[objective]} />
              <span className="grid">
                <span className="font-semibold">{t.objectives[objective].label}</span>
                <span className="text-sm text-fg-muted">{t.objectives[objective].hint}</span>
              </span>
            </button>
          ))}
        </fieldset>
      ) : null}

      {draft.step === 2 ? (
        <div className="grid gap-6">
          <h2 className="text-lg font-semibold">{t.budgetTitle}</h2>
          <AdSlider
            label={t.dailyBudget}
            value={draft.dailyBudget}
            min={AD_BUDGET_MIN}
            max={AD_BUDGET_MAX}
            step={AD_BUDGET_STEP}
            display={t.perDay(formatBRL(draft.dailyBudget * 100))}
            onChange={(value) => dispatch({ type: 'budget', value })}
          />
          <AdSlider
            label={t.duration}
            value={draft.durationDays}
            min={AD_DURATION_MIN}
            max={AD_DURATION_MAX}
            step={1}
            display={t.days(draft.durationDays)}
            onChange={(value) => dispatch({ type: 'duration', value })}
          />
          <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-surface-muted p-4 text-sm">
            <div>
              <dt className="text-fg-muted">{t.audience}</dt>
              <dd className="font-semibold">{t.audiences[draft.audience]}</dd>
            </div>
            <div>
              <dt className="text-fg-muted">{t.total}</dt>
              <dd className="font-semibold tabular-nums">{formatBRL(total)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-fg-muted">{t.estimatedReach}</dt>
              <dd className="font-semibold tabular-nums">{reachText}</dd>
            </div>
          </dl>
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={() => dispatch({ type: 'back' })}>
              {t.back}
            </Button>
            <Button onClick={() => dispatch({ type: 'next' })}>{t.next}</Button>
          </div>
        </div>
      ) : null}

      {draft.step === 3 && draft.objective ? (
        <div className="grid gap-5">
          <h2 className="text-lg font-semibold">{t.reviewTitle}</h2>
          <dl className="grid gap-2 text-sm">
            <ReviewRow label={t.objective} value={t.objectives[draft.objective].label} />
            <ReviewRow label={t.dailyBudget} value={t.perDay(formatBRL(draft.dailyBudget * 100))} />
            <ReviewRow label={t.duration} value={t.days(draft.durationDays)} />
            <ReviewRow label={t.audience} value={t.audiences[draft.audience]} />
            <AudienceEstimate />
            <ReviewRow label={t.total} value={formatBRL(total)} />
            <ReviewRow label={t.estimatedReach} value={reachText} />
          </dl>
          {missingPost ? (
            <div role="alert" className="grid gap-2 rounded-2xl border border-warning/40 bg-warning/10 p-3 text-sm">
              <p>{t.postRequiredFor(t.objectives[draft.objective].label)}</p>
              <Button variant="outline" size="sm" className="justify-self-start" onClick={onChoosePost}>
                <ImageIcon aria-hidden="true" />
                {t.choosePost}
              </Button>
            </div>
          ) : null}
          <PaymentMethodPicker
            value={draft.paymentMethod}
            onChange={(method) => dispatch({ type: 'payment', method })}
          />
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={() => dispatch({ type: 'back' })}>
              {t.back}
            </Button>
            <Button variant="brand" disabled={launching || missingPost} onClick={onLaunch}>
              {launching ? <Spinner /> : <Rocket aria-hidden="true" />}
              {t.launch}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
