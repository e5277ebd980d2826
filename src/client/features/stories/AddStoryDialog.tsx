import { useId, useState } from 'react';
import { STORY_TITLE_MAX } from '@shared/story-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage, isApiError } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Input } from '@client/ui/input';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { useDiscardGuard } from '@client/features/create/use-discard-guard';
import { DialogShell } from './DialogShell';
import { MediaPicker, Problem, UploadProgress, usePickedFile } from './MediaPicker';
import { useAddStoryMutation } from './use-stories';

const t = ptBR.stories;

interface AddStoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: () => void;
}

/** 'Adicionar à sua História': a picture or a video, with the same checks as a post. */
export function AddStoryDialog({ open, onOpenChange, onAdded }: AddStoryDialogProps) {
  const [picked, setPicked] = usePickedFile();
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const add = useAddStoryMutation(setProgress);

  const reset = () => {
    setPicked(null);
    setTitle('');
    setProgress(0);
    setProblem(null);
  };

  const guard = useDiscardGuard({
    dirty: Boolean(picked || title.trim()),
    busy: add.isPending,
    onDiscard: reset,
    onOpenChange,
  });

  const submit = () => {
    if (!picked) return;
    add.mutate(
      { file: picked.file, title: title.trim() },
      {
        onSuccess: () => {
          toast({ title: t.added, description: t.addedDescription, variant: 'success' });
          reset();
          onOpenChange(false);
          onAdded?.();
        },
        onError: (error) => {
          setProgress(0);
          const invalid = isApiError(error) && error.code === 'invalid_file_type';
          const [head, body] = invalid
            ? [ptBR.media.invalidFile.title, ptBR.media.invalidFile.description]
            : [ptBR.common.error, errorMessage(error)];
          setProblem(`${head}: ${body}`);
          toast({ title: head, description: body, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <DialogShell open={open} onOpenChange={guard.onOpenChange} title={t.addTitle} description={t.addDescription}>
      <MediaPicker picked={picked} onPick={setPicked} onProblem={setProblem} disabled={add.isPending} />
      <div className="grid gap-1.5">
        <label htmlFor={titleId} className="text-sm font-medium">
          {t.titleLabel}
        </label>
        <Input
          id={titleId}
          value={title}
          maxLength={STORY_TITLE_MAX}
          placeholder={t.titlePlaceholder}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <Problem message={problem} />
      {add.isPending ? <UploadProgress label={t.publishing} progress={progress} /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" disabled={add.isPending} onClick={() => guard.onOpenChange(false)}>
          {ptBR.posts.cancel}
        </Button>
        <Button variant="brand" disabled={!picked || add.isPending} onClick={submit}>
          {add.isPending ? <Spinner /> : null}
          {add.isPending ? t.publishing : t.publish}
        </Button>
      </div>
      {guard.prompt}
    </DialogShell>
  );
}
