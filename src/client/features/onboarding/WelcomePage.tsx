import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { Logo } from '@client/ui/logo';
import { QueryError } from '@client/ui/query-error';
import { useMember } from '@client/features/auth/use-session';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { BrandChoices, SegmentChoices } from './Choices';
import { useFinishOnboardingMutation, useFollowChoicesMutation } from './use-onboarding';

const t = ptBR.onboarding;
const STEPS = 2;

/**
 * The first minutes: right after sign-up, the member picks segments, then brands, so that the first
 * feed is theirs. Either step can be skipped; once finished (or skipped) it never shows again.
 */
export function WelcomePage() {
  const member = useMember();
  const [step, setStep] = useState<1 | 2>(1);
  const [segments, setSegments] = useState<ReadonlySet<string>>(new Set());
  const [brands, setBrands] = useState<ReadonlySet<string>>(new Set());
  const follow = useFollowChoicesMutation();
  const finish = useFinishOnboardingMutation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${t.pageTitle} · ${ptBR.app.name}`;
  }, []);
  // A new step is announced from its title.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, moved]);

  // Finished here or on another device: the feed.
  if (member && !member.onboardingPending) return <Navigate to="/" replace />;

  const busy = follow.isPending || finish.isPending;
  const failed = (error: unknown) =>
    toast({ title: t.saveError, description: errorMessage(error), variant: 'destructive' });

  const done = () =>
    finish.mutate(undefined, {
      onSuccess: () => toast({ title: t.done, description: t.doneDescription, variant: 'success' }),
      onError: failed,
    });

  const next = (keep: boolean) => {
    const chosen = [...(step === 1 ? segments : brands)];
    const after = step === 1 ? () => (setStep(2), setMoved(true)) : done;
    if (!keep || chosen.length === 0) return after();
    follow.mutate({ kind: step === 1 ? 'segment' : 'brand', ids: chosen }, { onSuccess: after, onError: failed });
  };

  const chosenCount = (step === 1 ? segments : brands).size;
  const toggle = (set: (f: (s: ReadonlySet<string>) => ReadonlySet<string>) => void) => (id: string) =>
    set((s) => {
      const n = new Set(s);
      if (!n.delete(id)) n.add(id);
      return n;
    });

  return (
    <div className="min-h-dvh">
      {/* The page's end keeps a band free for BrandBot's button (assistant/BrandBot.tsx). */}
      <main id="conteudo" className="mx-auto grid w-full max-w-2xl gap-6 px-4 pt-8 pb-28 sm:px-6">
        <Logo wordmarkClassName="text-xl" />
        <div className="grid gap-3">
          <p className="text-sm font-semibold text-accent-fg">{t.step(step, STEPS)}</p>
          <div
            role="progressbar"
            aria-label={t.step(step, STEPS)}
            aria-valuemin={1}
            aria-valuemax={STEPS}
            aria-valuenow={step}
            className="h-1.5 overflow-hidden rounded-full bg-fg/10"
          >
            <div
              className="h-full rounded-full bg-brand-gradient motion-safe:transition-[width]"
              style={{ width: `${(step / STEPS) * 100}%` }}
            />
          </div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
            {step === 1 ? t.segmentsTitle : t.brandsTitle}
          </h1>
          <p className="text-fg-muted">{step === 1 ? t.segmentsDescription : t.brandsDescription}</p>
        </div>

        {step === 1 ? (
          <SegmentChoices chosen={segments} onToggle={toggle(setSegments)} renderError={renderError} />
        ) : (
          <BrandChoices chosen={brands} onToggle={toggle(setBrands)} renderError={renderError} />
        )}

        <div className="sticky bottom-0 -mx-4 flex items-center gap-3 border-t border-border bg-surface-strong/90 px-4 py-3 backdrop-blur-xl sm:-mx-6 sm:rounded-b-2xl sm:px-6">
          <p aria-live="polite" className="min-w-0 flex-1 truncate text-sm text-fg-muted">
            {busy ? t.saving : t.chosen(chosenCount)}
          </p>
          <Button variant="ghost" disabled={busy} onClick={() => next(false)}>
            {t.skip}
          </Button>
          <Button variant="brand" disabled={busy} onClick={() => next(true)}>
            {busy ? <Spinner /> : null}
            {step === 1 ? t.next : t.finish}
          </Button>
        </div>
      </main>
    </div>
  );
}

function renderError(error: unknown, retry: () => void) {
  return <QueryError error={error} onRetry={retry} className="rounded-2xl border border-border bg-surface p-4" />;
}
