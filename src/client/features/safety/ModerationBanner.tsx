import { ShieldAlert } from 'lucide-react';
import { useState, type FormEvent, type SyntheticEvent } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { ModerationState } from '@shared/moderation';
// The rules without the schemas: the banner shows in the feed, which loads no schema library.
import { APPEAL_TEXT_MAX, type HeldKind } from '@shared/moderation-rules';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { BusyButton } from '@client/ui/busy-button';
import { Button } from '@client/ui/button';
import { Dialog } from '@client/ui/dialog';
import { FormProblem } from '@client/ui/form-problem';
import { TextareaField } from '@client/ui/textarea';
import { useAppealMutation } from './use-reports';

const t = ptBR.safetyScreens;

function AppealForm({ target, onSent }: { target: { kind: HeldKind; id: string }; onSent: () => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ text?: string; form?: string }>({});
  const appeal = useAppealMutation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's rule (shared/moderation.ts), said before the request.
    if (!text.trim()) {
      setProblem({ text: ptBR.moderation.appealTextRequired });
      return;
    }
    if (text.trim().length > APPEAL_TEXT_MAX) {
      setProblem({ text: ptBR.moderation.textTooLong(APPEAL_TEXT_MAX) });
      return;
    }
    appeal.mutate(
      { kind: target.kind, id: target.id, text: text.trim() },
      { onSuccess: onSent, onError: (error) => setProblem({ form: errorMessage(error) }) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextareaField
        label={t.appealText}
        value={text}
        required
        maxLength={APPEAL_TEXT_MAX}
        error={problem.text}
        onChange={(e) => {
          setText(e.target.value);
          setProblem({});
        }}
      />
      <FormProblem message={problem.form ?? null} />
      <BusyButton type="submit" busy={appeal.isPending} className="w-full sm:w-fit sm:justify-self-end">
        {t.appealSend}
      </BusyButton>
    </form>
  );
}

interface ModerationBannerProps {
  /** The item's moderation as its author reads it; null or absent when it is not held. */
  moderation: ModerationState | undefined;
  target: { kind: HeldKind; id: string };
  /** Over a dark picture (a reel, a story) rather than on a card. */
  className?: string;
  /** In the full-screen story viewer: the form shows above it, which pauses meanwhile. */
  overViewer?: boolean;
  onBusy?: (busy: boolean) => void;
}

const stop = (e: SyntheticEvent) => e.stopPropagation();

/**
 * What the author of hidden or removed content reads on it: why, and 'Recorrer' (once), which opens
 * the appeal's form; once it is sent the banner says 'Recurso enviado'.
 */
export function ModerationBanner({ moderation, target, className, overViewer = false, onBusy }: ModerationBannerProps) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onBusy?.(next);
  };
  const [sent, setSent] = useState(false);
  if (!moderation) return null;
  const appealed = moderation.appealed || sent;
  return (
    <div
      // Keys and taps stay here: a story viewer around the banner would take them to change story.
      {...(overViewer ? { onKeyDown: stop, onPointerDown: stop, onPointerUp: stop, onClick: stop } : {})}
      role="note"
      className={cn(
        'flex flex-wrap items-start gap-x-3 gap-y-2 rounded-xl border border-warning/50 bg-warning/10 px-3 py-2.5 text-sm text-fg',
        className,
      )}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <p className="font-medium break-words">
          {moderation.state === 'removed' ? t.removedBanner(moderation.reason) : t.hiddenBanner(moderation.reason)}
        </p>
        <p className="text-xs text-fg-muted">{t.onlyYouSee}</p>
      </div>
      {appealed ? (
        <p role="status" className="self-center text-sm font-semibold">
          {t.appealSent}
        </p>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t.appeal}
        </Button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t.appealTitle}
        description={t.appealHint}
        restoreFocus
        overViewer={overViewer}
      >
        <AppealForm
          target={target}
          onSent={() => {
            setSent(true);
            setOpen(false);
          }}
        />
      </Dialog>
    </div>
  );
}
