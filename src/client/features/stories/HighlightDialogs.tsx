import { useState, type FormEvent, type ReactNode } from 'react';
import type { Highlight, Story } from '@shared/stories';
import { defaultHighlightTitle, HIGHLIGHT_TITLE_MAX } from '@shared/story-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage, isApiError } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { Dialog } from '@client/ui/dialog';
import { FormActions } from '@client/ui/form-actions';
import { FormProblem } from '@client/ui/form-problem';
import { PanelTabs } from '@client/ui/panel-tabs';
import { TextField } from '@client/ui/text-field';
import { MediaWithTitle, useMediaUpload } from './MediaPicker';
import {
  useCreateHighlightMutation,
  useHighlightFromStoryMutation,
  useRenameHighlightMutation,
} from './use-highlights';
import { useMyStoriesQuery } from './use-stories';

const t = ptBR.stories;

interface NameFormProps {
  initial: string;
  /** Sends the trimmed name, never empty; what goes wrong is said through `fail`. */
  onSave: (title: string, fail: (message: string) => void) => void;
  pending: boolean;
  cancelLabel: string;
  onCancel: () => void;
  lockCancel?: boolean;
  hint?: string;
  /** Shown beside the field: the story the highlight is made from. */
  before?: ReactNode;
  /** The suggested name is selected, so typing replaces it. */
  selectOnFocus?: boolean;
}

/** A highlight's name, asked for when it is renamed and when a story becomes one. */
function NameForm({
  initial,
  onSave,
  pending,
  cancelLabel,
  onCancel,
  lockCancel,
  hint,
  before,
  selectOnFocus,
}: NameFormProps) {
  const [title, setTitle] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = title.trim();
    if (!value) return setProblem(t.highlightTitleRequired);
    onSave(value, setProblem);
  };
  const field = (
    <TextField
      label={t.highlightTitleLabel}
      hint={hint}
      className={before ? 'min-w-0 flex-1' : undefined}
      value={title}
      maxLength={HIGHLIGHT_TITLE_MAX}
      autoFocus
      onFocus={selectOnFocus ? (e) => e.currentTarget.select() : undefined}
      onChange={(e) => setTitle(e.target.value)}
      aria-invalid={problem ? true : undefined}
    />
  );
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {before ? (
        <div className="flex items-center gap-3">
          {before}
          {field}
        </div>
      ) : (
        field
      )}
      <FormProblem message={problem} />
      <FormActions
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        lockCancel={lockCancel}
        submitLabel={t.save}
        pending={pending}
      />
    </form>
  );
}

/** The rename dialog a right-click, a long press or the menu opens, for highlights not made from a story. */
export function RenameHighlightDialog({
  memberId,
  highlight,
  onClose,
}: {
  memberId: string;
  highlight: Highlight;
  onClose: () => void;
}) {
  const rename = useRenameHighlightMutation(memberId);
  const save = (title: string, fail: (message: string) => void) =>
    rename.mutate(
      { id: highlight.id, title },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isApiError(error) && error.code === 'highlight_rename_forbidden') onClose();
          else fail(errorMessage(error));
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.renameTitle}>
      <NameForm
        initial={highlight.title}
        onSave={save}
        pending={rename.isPending}
        cancelLabel={t.cancel}
        onCancel={onClose}
        lockCancel={false}
      />
    </Dialog>
  );
}

interface NameKeptProps {
  story: Story;
  onBack: () => void;
  onDone: () => void;
  /** What the way back says ('Voltar' in 'Novo destaque', 'Cancelar' in the story viewer). */
  backLabel?: string;
  /** The outcome is said here and by the caller, not in a toast (the story viewer, where a toast would take Esc). */
  quiet?: boolean;
}

/** Names the highlight a story becomes: a suggested name, editable. */
export function NameKept({ story, onBack, onDone, backLabel = t.backToStories, quiet = false }: NameKeptProps) {
  const keep = useHighlightFromStoryMutation({ quiet });
  const save = (title: string, fail: (message: string) => void) =>
    keep.mutate(
      { storyId: story.id, title },
      { onSuccess: onDone, onError: (error) => quiet && fail(errorMessage(error)) },
    );
  return (
    <NameForm
      initial={defaultHighlightTitle(story.title, story.createdAt)}
      onSave={save}
      pending={keep.isPending}
      cancelLabel={backLabel}
      onCancel={onBack}
      hint={t.keptNameHint}
      selectOnFocus
      before={
        <img
          src={story.media.src}
          alt=""
          className="aspect-[9/16] w-16 shrink-0 rounded-lg bg-surface-muted object-cover"
        />
      }
    />
  );
}

function FromStories({ onDone }: { onDone: () => void }) {
  const stories = useMyStoriesQuery(true);
  const [chosen, setChosen] = useState<Story | null>(null);
  if (stories.isPending) {
    return (
      <div className="grid grid-cols-3 gap-2" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="aspect-[9/16] rounded-xl" />
        ))}
      </div>
    );
  }
  if (stories.isError) return <FormProblem message={errorMessage(stories.error)} />;
  if (stories.data.length === 0) return <p className="py-6 text-center text-sm text-fg-muted">{t.noStoriesToKeep}</p>;
  // A story's highlight keeps its name for good (spec), so it is asked for here, before it is made.
  if (chosen) return <NameKept story={chosen} onBack={() => setChosen(null)} onDone={onDone} />;
  return (
    <ul className="grid grid-cols-3 gap-2">
      {stories.data.map((s) => (
        <li key={s.id}>
          <button
            type="button"
            onClick={() => setChosen(s)}
            aria-label={`${t.keepAsHighlight}: ${s.title ?? new Date(s.createdAt).toLocaleString('pt-BR')}`}
            className="relative block aspect-[9/16] w-full overflow-hidden rounded-xl bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <img src={s.media.src} alt="" loading="lazy" className="size-full object-cover" />
            {s.title ? (
              <span className="absolute inset-x-1 bottom-1 truncate rounded bg-black/50 px-1 text-[0.65rem] text-white">
                {s.title}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Upload({ onDone }: { onDone: () => void }) {
  const upload = useMediaUpload();
  const { picked, title } = upload;
  const create = useCreateHighlightMutation(upload.setProgress);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!picked) return;
    if (!title.trim()) return upload.setProblem(t.highlightTitleRequired);
    create.mutate(
      { file: picked.file, title: title.trim() },
      { onSuccess: onDone, onError: (error) => upload.setProblem(errorMessage(error)) },
    );
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <MediaWithTitle
        upload={upload}
        titleLabel={t.highlightTitleLabel}
        titleMax={HIGHLIGHT_TITLE_MAX}
        pending={create.isPending}
      />
      <Button type="submit" variant="brand" className="justify-self-end" disabled={!picked || create.isPending}>
        {create.isPending ? <Spinner /> : null}
        {t.save}
      </Button>
    </form>
  );
}

/** 'Novo destaque': keep one of the member's stories, or upload a picture or video with a name. */
export function NewHighlightDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const done = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.newHighlightTitle} description={t.newHighlightDescription}>
      <PanelTabs
        tabs={[
          { value: 'stories', label: t.fromStories, panel: <FromStories onDone={done} /> },
          { value: 'upload', label: ptBR.posts.chooseFile, panel: <Upload onDone={done} /> },
        ]}
        look="segmented"
        defaultValue="stories"
        className="grid gap-4"
      />
    </Dialog>
  );
}
