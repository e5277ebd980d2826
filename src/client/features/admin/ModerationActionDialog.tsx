import { useState, type FormEvent } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { moderationConsoleText } from '@shared/i18n/pt-BR/moderation-console';
import {
  MODERATION_REASON_MAX,
  SUSPENSION_DAYS_MAX,
  moderationActionSchema,
  type ModerationAction,
  type ModerationTargetKind,
} from '@shared/moderation';
import { Button } from '@client/ui/button';
import { BusyButton } from '@client/ui/busy-button';
import { Dialog } from '@client/ui/dialog';
import { TextField } from '@client/ui/text-field';
import { TextareaField } from '@client/ui/textarea';
import { toast, toastError } from '@client/ui/use-toast';
import { useModerationAction } from './use-moderation';

const t = moderationConsoleText;

interface Props {
  target: { kind: ModerationTargetKind; id: string } | null;
  action: ModerationAction | null;
  onClose: () => void;
}

/** Asks the reason the author is sent (and, to suspend, for how long) before an action is taken. */
export function ModerationActionDialog({ target, action, onClose }: Props) {
  const act = useModerationAction();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [forGood, setForGood] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; days?: string }>({});
  const open = target !== null && action !== null;

  const close = () => {
    setReason('');
    setDays('7');
    setForGood(false);
    setErrors({});
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target || !action) return;
    const input = {
      action,
      reason,
      ...(action === 'suspend' ? { days: forGood ? null : Number(days) } : {}),
    };
    const parsed = moderationActionSchema.safeParse(input);
    if (!parsed.success) {
      const byField = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      setErrors({ reason: byField.reason, days: byField.days });
      return;
    }
    act.mutate(
      { kind: target.kind, id: target.id, input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t.actionTaken[action], variant: 'success' });
          close();
        },
        onError: toastError,
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : close())}
      title={action ? t.dialogTitle(t.actions[action]) : ''}
      description={action ? t.actionHints[action] : undefined}
      restoreFocus
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextareaField
          label={t.reasonLabel}
          placeholder={t.reasonPlaceholder}
          value={reason}
          maxLength={MODERATION_REASON_MAX}
          error={errors.reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors((v) => ({ ...v, reason: undefined }));
          }}
          autoFocus
        />
        {action === 'suspend' ? (
          <div className="grid gap-2">
            <TextField
              label={t.daysLabel}
              type="number"
              inputMode="numeric"
              min={1}
              max={SUSPENSION_DAYS_MAX}
              value={days}
              disabled={forGood}
              error={errors.days}
              onChange={(e) => {
                setDays(e.target.value);
                setErrors((v) => ({ ...v, days: undefined }));
              }}
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={forGood}
                onChange={(e) => setForGood(e.target.checked)}
              />
              {t.forGood}
            </label>
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={close}>
            {ptBR.security.cancel}
          </Button>
          <BusyButton
            type="submit"
            busy={act.isPending}
            variant={action === 'dismiss' || action === 'restore' ? 'default' : 'destructive'}
          >
            {t.confirm}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
