import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { isBlankComment, REEL_COMMENT_MAX, type Reel, type ReelComment } from '@shared/reels';
import { RichText } from '@client/features/tags/RichText';
import { Button } from '@client/ui/button';
import { CommentList, CommentRow } from '@client/ui/comment-list';
import { SideSheet } from '@client/ui/side-sheet';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { useAddReelCommentMutation, useReelCommentsQuery } from './use-reels';

const t = ptBR.reels;

function CommentItem({ comment }: { comment: ReelComment }) {
  return (
    <CommentRow avatarUrl={comment.author.avatarUrl} name={comment.author.name} size="md">
      <RichText text={comment.text} />
    </CommentRow>
  );
}

function Comments({ reelId }: { reelId: string }) {
  return (
    <CommentList
      query={useReelCommentsQuery(reelId, true)}
      renderComment={(c) => <CommentItem comment={c} />}
      empty={{ text: t.noComments, className: 'py-6 text-center text-sm text-fg-muted' }}
      moreLabel={t.moreComments}
      label={t.comments}
      announceLoading
    />
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

/** The comments drawer beside the reel. */
export function ReelComments({ reel, onClose }: { reel: Reel | null; onClose: () => void }) {
  return (
    <SideSheet
      open={reel !== null}
      onClose={onClose}
      title={
        <>
          {t.comments}
          {reel ? (
            <span aria-hidden="true" className="ml-2 text-sm font-medium text-fg-muted tabular-nums">
              {reel.stats.comments}
            </span>
          ) : null}
        </>
      }
    >
      {reel ? (
        <>
          <div className="grid min-h-24 flex-1 content-start gap-3 overflow-y-auto overscroll-contain">
            <Comments reelId={reel.id} />
          </div>
          <CommentForm reelId={reel.id} />
        </>
      ) : null}
    </SideSheet>
  );
}
