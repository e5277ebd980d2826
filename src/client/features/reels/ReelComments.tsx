import { EyeOff, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { isBlankComment, REEL_COMMENT_MAX, type Reel, type ReelComment } from '@shared/reels';
import { RichText } from '@client/features/tags/RichText';
import { SafeComment } from '@client/features/safety/SafeComment';
import { Button } from '@client/ui/button';
import { CommentList } from '@client/ui/comment-list';
import { QueryError } from '@client/ui/query-error';
import { SideSheet } from '@client/ui/side-sheet';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { CommentsClosed } from '@client/ui/reply-control';
import { useAddReelCommentMutation, useReelCommentsQuery } from './use-reels';
import { useHiddenReelCommentsQuery, useHideReelCommentMutation } from './use-reel-replies';

const t = ptBR.reels;

const r = ptBR.replies;

/**
 * A comment, folded on a hidden word, with its safety menu ('Bloquear da marca' for the reel's brand
 * team); who manages the reel may hide it ('Ocultar comentário'), or show a hidden one again.
 */
function CommentItem({
  comment,
  reelId,
  manage,
  manageBrandId = null,
}: {
  comment: ReelComment;
  reelId: string;
  manage?: 'hide' | 'unhide';
  manageBrandId?: string | null;
}) {
  const hide = useHideReelCommentMutation(reelId);
  const hidden = manage === 'hide';
  const action = manage ? (
    <Button
      variant={hidden ? 'ghost' : 'outline'}
      size="sm"
      className="shrink-0 self-start"
      disabled={hide.isPending}
      onClick={() => hide.mutate({ commentId: comment.id, hidden })}
      aria-label={`${hidden ? r.hide : r.unhide}: ${comment.author.name}`}
    >
      {hidden ? <EyeOff aria-hidden="true" /> : r.unhide}
    </Button>
  ) : null;
  return (
    <SafeComment kind="reel_comment" comment={comment} size="md" actions={action} manageBrandId={manageBrandId}>
      <RichText text={comment.text} />
    </SafeComment>
  );
}

/** 'Comentários ocultos (N)', folded, for who manages the reel. */
function HiddenComments({ reelId }: { reelId: string }) {
  const query = useHiddenReelCommentsQuery(reelId, true);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const total = query.data?.pages[0]?.total ?? 0;
  if (total === 0) return null;
  return (
    <details className="rounded-xl border border-border px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium text-fg-muted hover:text-fg">
        {r.hiddenTitle(total)}
      </summary>
      <ul className="mt-3 grid gap-3" aria-label={r.hiddenTitle(total)}>
        {query.data?.pages
          .flatMap((p) => p.comments)
          .map((c) => (
            <CommentItem key={c.id} comment={c} reelId={reelId} manage="unhide" />
          ))}
      </ul>
    </details>
  );
}

function Comments({ reel }: { reel: Reel }) {
  const manageBrandId = reel.author.kind === 'brand' && reel.canManage ? reel.author.id : null;
  return (
    <CommentList
      query={useReelCommentsQuery(reel.id, true)}
      renderComment={(c) => (
        <CommentItem
          comment={c}
          reelId={reel.id}
          manageBrandId={manageBrandId}
          {...(reel.canManage ? { manage: 'hide' as const } : {})}
        />
      )}
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
            <Comments reel={reel} />
            {reel.canManage ? <HiddenComments reelId={reel.id} /> : null}
          </div>
          {reel.canComment ? (
            <CommentForm reelId={reel.id} />
          ) : (
            <CommentsClosed control={reel.replyControl} className="border-t border-border pt-3 text-sm text-fg-muted" />
          )}
        </>
      ) : null}
    </SideSheet>
  );
}
