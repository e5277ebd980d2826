import { Tabs } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import type { Highlight, Story } from '@shared/stories';
import { defaultHighlightTitle, HIGHLIGHT_TITLE_MAX } from '@shared/story-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage, isApiError } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Input } from '@client/ui/input';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { DialogShell } from './DialogShell';
import { MediaPicker, Problem, UploadProgress, usePickedFile } from './MediaPicker';
import {
  useCreateHighlightMutation,
  useHighlightFromStoryMutation,
  useRenameHighlightMutation,
} from './use-highlights';
import { useMyStoriesQuery } from './use-stories';

const t = ptBR.stories;

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
  const [title, setTitle] = useState(highlight.title);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useRenameHighlightMutation(memberId);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = title.trim();
    if (!value) return setProblem(t.highlightTitleRequired);
    rename.mutate(
      { id: highlight.id, title: value },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isApiError(error) && error.code === 'highlight_rename_forbidden') onClose();
          else setProblem(errorMessage(error));
        },
      },
    );
  };
  return (
    <DialogShell open onOpenChange={(open) => !open && onClose()} title={t.renameTitle}>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {t.highlightTitleLabel}
          </label>
          <Input
            id={id}
            value={title}
            maxLength={HIGHLIGHT_TITLE_MAX}
            autoFocus
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={problem ? true : undefined}
          />
        </div>
        <Problem message={problem} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="brand" disabled={rename.isPending}>
            {rename.isPending ? <Spinner /> : null}
            {t.save}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}

function NameKept({ story, onBack, onDone }: { story: Story; onBack: () => void; onDone: () => void }) {
  const [title, setTitle] = useState(() => defaultHighlightTitle(story.title, story.createdAt));
  const [problem, setProblem] = useState<string | null>(null);
  const keep = useHighlightFromStoryMutation();
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = title.trim();
    if (!value) return setProblem(t.highlightTitleRequired);
    keep.mutate({ storyId: story.id, title: value }, { onSuccess: onDone });
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="flex items-center gap-3">
        <img
          src={story.media.src}
          alt=""
          className="aspect-[9/16] w-16 shrink-0 rounded-lg bg-surface-muted object-cover"
        />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {t.highlightTitleLabel}
          </label>
          <Input
            id={id}
            value={title}
            maxLength={HIGHLIGHT_TITLE_MAX}
            autoFocus
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-dica`}
          />
          <p id={`${id}-dica`} className="text-xs text-fg-muted">
            {t.keptNameHint}
          </p>
        </div>
      </div>
      <Problem message={problem} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onBack} disabled={keep.isPending}>
          {t.backToStories}
        </Button>
        <Button type="submit" variant="brand" disabled={keep.isPending}>
          {keep.isPending ? <Spinner /> : null}
          {t.save}
        </Button>
      </div>
    </form>
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
  if (stories.isError) return <Problem message={errorMessage(stories.error)} />;
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
  const [picked, setPicked] = usePickedFile();
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateHighlightMutation(setProgress);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!picked) return;
    if (!title.trim()) return setProblem(t.highlightTitleRequired);
    create.mutate(
      { file: picked.file, title: title.trim() },
      { onSuccess: onDone, onError: (error) => setProblem(errorMessage(error)) },
    );
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <MediaPicker picked={picked} onPick={setPicked} onProblem={setProblem} disabled={create.isPending} />
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t.highlightTitleLabel}
        </label>
        <Input id={id} value={title} maxLength={HIGHLIGHT_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <Problem message={problem} />
      {create.isPending ? <UploadProgress label={t.publishing} progress={progress} /> : null}
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
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t.newHighlightTitle}
      description={t.newHighlightDescription}
    >
      <Tabs.Root defaultValue="stories" className="grid gap-4">
        <Tabs.List className="flex gap-1 rounded-xl bg-surface-muted p-1">
          {(['stories', 'upload'] as const).map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="flex-1 rounded-lg py-2 text-sm font-semibold text-fg-muted data-[state=active]:bg-surface-strong data-[state=active]:text-fg data-[state=active]:shadow-sm"
            >
              {tab === 'stories' ? t.fromStories : ptBR.posts.chooseFile}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="stories">
          <FromStories onDone={done} />
        </Tabs.Content>
        <Tabs.Content value="upload">
          <Upload onDone={done} />
        </Tabs.Content>
      </Tabs.Root>
    </DialogShell>
  );
}
