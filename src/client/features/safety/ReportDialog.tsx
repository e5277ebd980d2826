import { Ban, Check, VolumeX } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState, type FormEvent, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
// The rules without the schemas: this dialog is reached from the feed, which loads no schema library.
import {
  MY_REPORTS_PAGE,
  REPORT_TEXT_MAX,
  reportReasons,
  reportTextRequired,
  type ModerationTargetKind,
  type ReportReason,
} from '@shared/moderation-rules';
import { errorMessage } from '@client/lib/api';
import { BusyButton } from '@client/ui/busy-button';
import { Button } from '@client/ui/button';
import { Dialog } from '@client/ui/dialog';
import { FormProblem } from '@client/ui/form-problem';
import { TextareaField } from '@client/ui/textarea';
import { useReportMutation } from './use-reports';
import { useBlockAndMute, type SafetyAuthor } from './use-block-and-mute';

const t = ptBR.safetyScreens;
const reasonLabels = ptBR.moderation.reasons;

interface ReportDialogProps {
  target: { kind: ModerationTargetKind; id: string };
  /** Whose it is: the last step offers to block or mute them. */
  author: SafetyAuthor | null;
  overViewer?: boolean;
  onClose: () => void;
  onGone?: (() => void) | undefined;
}

const stop = (e: SyntheticEvent) => e.stopPropagation();

function ReportForm({ target, onSent }: { target: ReportDialogProps['target']; onSent: () => void }) {
  const labelId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ reason?: string; text?: string; form?: string }>({});
  const report = useReportMutation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setProblem({ reason: t.reasonRequired });
      return;
    }
    const input = { kind: target.kind, id: target.id, reason, ...(text.trim() ? { text } : {}) };
    // The server's rule (shared/moderation.ts), said before the request.
    if (reportTextRequired(reason) && !text.trim()) {
      setProblem({ text: ptBR.moderation.textRequired });
      return;
    }
    if (text.trim().length > REPORT_TEXT_MAX) {
      setProblem({ text: ptBR.moderation.textTooLong(REPORT_TEXT_MAX) });
      return;
    }
    report.mutate(input, { onSuccess: onSent, onError: (error) => setProblem({ form: errorMessage(error) }) });
  };

  const needsText = reason !== null && reportTextRequired(reason);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t.reasons}
        </span>
        <RadioGroup.Root
          aria-labelledby={labelId}
          aria-required="true"
          aria-invalid={problem.reason ? true : undefined}
          value={reason ?? ''}
          onValueChange={(value) => {
            setReason(reportReasons.find((r) => r === value) ?? null);
            setProblem({});
          }}
          className="grid gap-1.5 sm:grid-cols-2"
        >
          {reportReasons.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface-muted px-3 py-2 text-sm leading-snug font-medium transition-colors hover:border-primary/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/10"
            >
              <RadioGroup.Item
                value={value}
                className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-fg-muted data-[state=checked]:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
              </RadioGroup.Item>
              {reasonLabels[value]}
            </label>
          ))}
        </RadioGroup.Root>
        {problem.reason ? <p className="text-xs font-medium text-destructive">{problem.reason}</p> : null}
      </div>
      {/* Once a reason is chosen the reporter may add what happened; 'Outro' needs it. */}
      {reason !== null || text ? (
        <TextareaField
          label={t.otherText}
          hint={needsText ? t.otherTextHint : t.textOptionalHint}
          required={needsText}
          value={text}
          maxLength={REPORT_TEXT_MAX}
          error={problem.text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem({});
          }}
        />
      ) : null}
      <FormProblem message={problem.form ?? null} />
      <BusyButton
        type="submit"
        variant="destructive"
        busy={report.isPending}
        className="w-full sm:w-fit sm:justify-self-end"
      >
        {t.send}
      </BusyButton>
    </form>
  );
}

function ReportSent({ author, onClose, onGone }: Pick<ReportDialogProps, 'author' | 'onClose' | 'onGone'>) {
  const actions = useBlockAndMute(author);
  const [done, setDone] = useState<{ block?: boolean; mute?: boolean }>({});
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-xl bg-success/10 px-3 py-2.5 text-sm font-medium">
        {t.sent}
      </p>
      {author ? (
        <div className="grid gap-2">
          <p className="text-sm text-fg-muted">{t.alsoHint}</p>
          {author.kind === 'member' ? (
            <>
              <Button
                variant="outline"
                disabled={done.block || actions.blockPending}
                onClick={() => actions.setBlock(true, undefined, () => setDone((d) => ({ ...d, block: true })))}
                className="justify-start"
              >
                {done.block ? <Check aria-hidden="true" /> : <Ban aria-hidden="true" />}
                {t.alsoBlock(author.name)}
              </Button>
              <p className="text-xs text-fg-muted">{t.blockExplain}</p>
            </>
          ) : null}
          <Button
            variant="outline"
            disabled={done.mute || actions.mutePending}
            onClick={() => actions.setMute(true, () => setDone((d) => ({ ...d, mute: true })))}
            className="justify-start"
          >
            {done.mute ? <Check aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
            {t.alsoMute(author.name)}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="ghost">
          <Link to={MY_REPORTS_PAGE} onClick={onClose}>
            {t.seeMyReports}
          </Link>
        </Button>
        <Button
          onClick={() => {
            onClose();
            if (done.block || done.mute) onGone?.();
          }}
        >
          {t.done}
        </Button>
      </div>
    </div>
  );
}

/** 'Denunciar': the reason (with what happened, required for 'Outro'), then the offer to block or mute. */
export function ReportDialog({ target, author, overViewer = false, onClose, onGone }: ReportDialogProps) {
  const [sent, setSent] = useState(false);
  return (
    // Keys and taps stay in the dialog: a story viewer around it would take them to change story.
    <div className="contents" onKeyDown={stop} onPointerDown={stop} onPointerUp={stop} onClick={stop}>
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={sent ? t.sentTitle : t.reportTitle}
        description={sent ? undefined : t.reportHint}
        restoreFocus
        overViewer={overViewer}
      >
        {sent ? (
          <ReportSent author={author} onClose={onClose} onGone={onGone} />
        ) : (
          <ReportForm target={target} onSent={() => setSent(true)} />
        )}
      </Dialog>
    </div>
  );
}
