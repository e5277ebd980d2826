import { MessageCircleOff } from 'lucide-react';
import { useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { effectiveReplyControl, replyControlsFor, type ReplyControl } from '@shared/reply-rules';
import { Dialog } from './dialog';
import { Field } from './field';
import { FormActions } from './form-actions';

const t = ptBR.replies;

/** The pt-BR name of each choice. */
export const replyControlLabel = (control: ReplyControl) => t[control];

const selectClass =
  'h-11 w-full rounded-xl border border-border bg-surface-muted px-3 text-base text-fg focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm';

interface ReplyControlFieldProps {
  value: ReplyControl;
  onChange: (control: ReplyControl) => void;
  /** Published as a brand: 'Pessoas que sigo' is not offered (decision 029). */
  asBrand: boolean;
  disabled?: boolean;
}

/** 'Quem pode comentar' in a composer: the choice the upload sends, fitted to who it is published as. */
export function ReplyControlField({ value, onChange, asBrand, disabled }: ReplyControlFieldProps) {
  const author = asBrand ? 'brand' : 'member';
  return (
    <Field label={t.label} hint={t.hint}>
      {(control) => (
        <select
          {...control}
          name="replyControl"
          value={effectiveReplyControl(value, author)}
          disabled={disabled}
          onChange={(e) => onChange(effectiveReplyControl(e.target.value, author))}
          className={selectClass}
        >
          {replyControlsFor(author).map((c) => (
            <option key={c} value={c}>
              {replyControlLabel(c)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface ReplyControlDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: ReplyControl;
  author: 'member' | 'brand';
  pending: boolean;
  onSave: (control: ReplyControl) => void;
}

/** Changes who may comment on a published item, from its menu: one radio per choice the item offers. */
export function ReplyControlDialog({ open, onOpenChange, value, author, pending, onSave }: ReplyControlDialogProps) {
  const [choice, setChoice] = useState<ReplyControl>(value);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setChoice(value);
        onOpenChange(next);
      }}
      title={t.change}
      restoreFocus
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t.change}</legend>
        {replyControlsFor(author).map((c) => (
          <label
            key={c}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-border px-3.5 py-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name="reply-control"
              value={c}
              checked={choice === c}
              onChange={() => setChoice(c)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {replyControlLabel(c)}
          </label>
        ))}
      </fieldset>
      <FormActions
        cancelLabel={t.cancel}
        submitLabel={t.save}
        pending={pending}
        disabled={choice === value}
        onSubmit={() => onSave(choice)}
      />
    </Dialog>
  );
}

/** What takes the comment box's place when the viewer may not comment: why, in pt-BR. */
export function CommentsClosed({ control, className }: { control: ReplyControl; className?: string }) {
  const why = control === 'nobody' ? t.closed : control === 'following' ? t.onlyFollowed : ptBR.privacy.commentsClosed;
  return (
    <p className={className ?? 'flex items-center gap-2 px-2 py-2 text-sm text-fg-muted'}>
      <MessageCircleOff aria-hidden="true" className="size-4 shrink-0" />
      {why}
    </p>
  );
}
