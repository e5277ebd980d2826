import { Bookmark, Heart, MessageCircle, Repeat2, Share2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { Post } from '@shared/posts';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { appUrl, shareLink } from '@client/lib/share';
import { useBookmarkMutation, useLikeMutation, useRepostMutation, useShareMutation } from './use-posts';

const t = ptBR.posts;

function ActionButton({
  icon,
  count,
  label,
  active,
  activeClass,
  ...props
}: ComponentProps<'button'> & {
  icon: ReactNode;
  count?: number;
  label: string;
  active?: boolean;
  activeClass?: string;
}) {
  return (
    // The name comes from the hidden label, which already says the count: no aria-label, so the visible
    // count never disagrees with what a voice-control user hears.
    <button
      type="button"
      className={cn(
        'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-xl px-2.5 text-sm font-medium text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5',
        active && activeClass,
      )}
      {...props}
    >
      {icon}
      <span className="sr-only">{label}</span>
      {count !== undefined ? (
        <span aria-hidden="true" className="tabular-nums">
          {formatThousands(count, 1)}
        </span>
      ) : null}
    </button>
  );
}

interface PostActionsProps {
  post: Post;
  /** Focuses the comment field, or opens the post page when there is none. */
  onComment: () => void;
}

/** Like, comment, share, repost and bookmark, each with its count. */
export function PostActions({ post, onComment }: PostActionsProps) {
  const like = useLikeMutation();
  const bookmark = useBookmarkMutation();
  const share = useShareMutation();
  const repost = useRepostMutation();
  const { stats } = post;

  return (
    <div className="flex items-center gap-0.5">
      <ActionButton
        icon={<Heart aria-hidden="true" className={cn(post.likedByMe && 'fill-current')} />}
        count={stats.likes}
        label={`${t.like} (${t.counts.likes(stats.likes)})`}
        aria-pressed={post.likedByMe}
        active={post.likedByMe}
        activeClass="text-rose-500 hover:text-rose-500"
        onClick={() => like.mutate({ id: post.id, on: !post.likedByMe })}
      />
      <ActionButton
        icon={<MessageCircle aria-hidden="true" />}
        count={stats.comments}
        label={`${t.comment} (${t.counts.comments(stats.comments)})`}
        onClick={onComment}
      />
      <ActionButton
        icon={<Share2 aria-hidden="true" />}
        count={stats.shares}
        label={`${t.share} (${t.counts.shares(stats.shares)})`}
        // shareLink shows its own failures and resolves false for them: nothing is left to catch.
        onClick={() =>
          void shareLink({
            url: appUrl(`/post/${encodeURIComponent(post.id)}`),
            title: ptBR.posts.shareTitle,
            text: post.content.slice(0, 140),
          }).then((shared) => shared && share.mutate(post.id))
        }
      />
      <ActionButton
        icon={<Repeat2 aria-hidden="true" />}
        count={stats.reposts}
        label={`${t.repost} (${t.counts.reposts(stats.reposts)})`}
        aria-pressed={post.repostedByMe}
        active={post.repostedByMe}
        activeClass="text-success"
        // One repost per member, never of their own post nor of a private account's.
        disabled={post.isMine || post.repostedByMe || !post.reshareable || repost.isPending}
        onClick={() => repost.mutate(post)}
      />
      <ActionButton
        className="ml-auto"
        icon={<Bookmark aria-hidden="true" className={cn(post.bookmarkedByMe && 'fill-current')} />}
        label={post.bookmarkedByMe ? t.unbookmark : t.bookmark}
        aria-pressed={post.bookmarkedByMe}
        active={post.bookmarkedByMe}
        activeClass="text-accent-fg"
        onClick={() => bookmark.mutate({ id: post.id, on: !post.bookmarkedByMe })}
      />
    </div>
  );
}
