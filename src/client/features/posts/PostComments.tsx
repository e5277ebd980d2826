import { EyeOff, MoreHorizontal } from 'lucide-react';
import type { Comment, Post } from '@shared/posts';
import { ptBR } from '@shared/i18n/pt-BR';
import { Button } from '@client/ui/button';
import { CommentList, CommentRow } from '@client/ui/comment-list';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@client/ui/dropdown-menu';
import { LoadMore } from '@client/ui/load-more';
import { QueryError } from '@client/ui/query-error';
import { RichText } from '@client/features/tags/RichText';
import { CommentItem } from './CommentBox';
import { useCommentsQuery } from './use-posts';
import { useHiddenCommentsQuery, useHideCommentMutation } from './use-post-replies';

const t = ptBR.posts;
const r = ptBR.replies;

/** The menu of a comment, for who manages the post: 'Ocultar comentário'. */
function HideMenu({ postId, comment }: { postId: string; comment: Comment }) {
  const hide = useHideCommentMutation(postId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={r.commentMenu} className="shrink-0 self-start">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem
          disabled={hide.isPending}
          onSelect={() => hide.mutate({ commentId: comment.id, hidden: true })}
        >
          <EyeOff aria-hidden="true" />
          {r.hide}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** 'Comentários ocultos (N)': folded, with 'Reexibir' on each; shown only while there are some. */
function HiddenComments({ postId }: { postId: string }) {
  const query = useHiddenCommentsQuery(postId, true);
  const unhide = useHideCommentMutation(postId);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const total = query.data?.pages[0]?.total ?? 0;
  if (total === 0) return null;
  const comments = query.data?.pages.flatMap((p) => p.comments) ?? [];
  return (
    <details className="group rounded-xl border border-border px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium text-fg-muted hover:text-fg">
        {r.hiddenTitle(total)}
      </summary>
      <ul className="mt-3 grid gap-3" aria-label={r.hiddenTitle(total)}>
        {comments.map((c) => (
          <CommentRow
            key={c.id}
            avatarUrl={c.author.avatarUrl}
            name={c.author.name}
            actions={
              <Button
                variant="outline"
                size="sm"
                className="shrink-0 self-start"
                disabled={unhide.isPending}
                onClick={() => unhide.mutate({ commentId: c.id, hidden: false })}
                aria-label={`${r.unhide}: ${c.author.name}`}
              >
                {r.unhide}
              </Button>
            }
          >
            <RichText text={c.text} />
          </CommentRow>
        ))}
      </ul>
      <LoadMore list={query} size="sm" className="mt-2 w-fit" label={t.moreComments} />
    </details>
  );
}

/** The brand whose post this is, when the viewer's team role may manage it: they may block commenters from it. */
function brandManaged(post: Post): string | null {
  return post.author.kind === 'brand' && post.canManage ? post.author.id : null;
}

/**
 * A post's comments on its page, each with its safety menu; who manages the post may hide one and
 * sees the hidden ones folded.
 */
export function PostComments({ post }: { post: Post }) {
  return (
    <>
      <CommentList
        query={useCommentsQuery(post.id)}
        renderComment={(c) => (
          <CommentItem
            comment={c}
            manageBrandId={brandManaged(post)}
            actions={post.canManage ? <HideMenu postId={post.id} comment={c} /> : null}
          />
        )}
        empty={{ text: t.noComments, className: 'text-sm text-fg-muted' }}
        moreLabel={t.moreComments}
      />
      {post.canManage ? <HiddenComments postId={post.id} /> : null}
    </>
  );
}
