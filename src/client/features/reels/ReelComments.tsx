import { Send, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { isBlankComment, REEL_COMMENT_MAX, type Reel, type ReelComment } from '@shared/reels';
import { QueryError } from '@client/app/QueryError';
import { Button } from '@client/ui/button';
import { useRestoreFocus } from '@client/ui/restore-focus';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { useAddReelCommentMutation, useReelCommentsQuery } from './use-reels';

const t = ptBR.reels;

function CommentRow({ comment }: { comment: ReelComment }) {
  return (
    <li className="flex gap-3">
      <img
        src={comment.author.avatarUrl}
        alt=""
        width={36}
        height={36}
        className="size-9 shrink-0 rounded-full bg-surface-muted object-cover"
      />
      <div className="grid min-w-0 gap-0.5 rounded-2xl bg-surface-muted px-3 py-2">
        <span className="text-sm font-semibold">{comment.author.name}</span>
        <p className="text-sm break-words whitespace-pre-line">{comment.text}</p>
      </div>
    </li>
  );
}

function CommentList({ reelId }: { reelId: string }) {
  const query = useReelCommentsQuery(reelId, true);
  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-12 w-2/3 rounded-2xl" />
        <Skeleton className="h-12 w-1/2 rounded-2xl" />
      </div>
    );
  }
  if (query.isError && !query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const comments = query.data.pages.flatMap((p) => p.comments);
  if (comments.length === 0) return <p className="py-6 text-center text-sm text-fg-muted">{t.noComments}</p>;
  return (
    <>
      <ul className="grid gap-3" aria-label={t.comments}>
        {comments.map((c) => (
          <CommentRow key={c.id} comment={c} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-fit"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <Spinner /> : null}
          {t.moreComments}
        </Button>
      ) : null}
    </>
  );
}

function CommentForm({ reelId }: { reelId: string }) {
  const [text, setText] = useState('');
  const inputId = useId();
  const add = useAddReelCommentMutation(reelId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isBlankComment(text)) {
      toast({ title: t.commentEmpty, description: t.commentEmptyDescription, variant: 'destructive' });
      return;
    }
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t border-border pt-3">
      <label htmlFor={inputId} className="sr-only">
        {t.commentLabel}
      </label>
      <input
        id={inputId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={REEL_COMMENT_MAX}
        placeholder={t.commentPlaceholder}
        autoComplete="off"
        enterKeyHint="send"
        className="h-11 min-w-0 flex-1 rounded-full border border-border bg-surface-muted px-4 text-base text-fg placeholder:text-fg-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
      />
      <Button
        type="submit"
        variant="brand"
        size="icon"
        className="rounded-full"
        aria-label={t.commentSend}
        disabled={add.isPending}
      >
        {add.isPending ? <Spinner /> : <Send aria-hidden="true" />}
      </Button>
    </form>
  );
}

/** The comments drawer: from the bottom on phones, from the right on larger screens. */
export function ReelComments({ reel, onClose }: { reel: Reel | null; onClose: () => void }) {
  const restoreFocus = useRestoreFocus();
  return (
    <Dialog.Root open={reel !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          {...restoreFocus}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[75dvh] flex-col gap-3 rounded-t-3xl border border-border bg-surface-strong p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-fg shadow-2xl outline-none sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[24rem] sm:rounded-none sm:rounded-l-3xl"
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-bold">
              {t.comments}
              {reel ? (
                <span aria-hidden="true" className="ml-2 text-sm font-medium text-fg-muted tabular-nums">
                  {reel.stats.comments}
                </span>
              ) : null}
            </Dialog.Title>
            <Dialog.Close
              aria-label={ptBR.common.close}
              className="grid size-10 place-items-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {reel ? (
            <>
              <div className="grid min-h-24 flex-1 content-start gap-3 overflow-y-auto overscroll-contain">
                <CommentList reelId={reel.id} />
              </div>
              <CommentForm reelId={reel.id} />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
