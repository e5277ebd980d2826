import { BadgeCheck, Megaphone, MoreHorizontal, Repeat2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { canAdvertise } from '@shared/ad-rules';
import type { Post } from '@shared/posts';
import { formatRelative } from '@shared/format';
import { useRenderClock } from '@client/lib/render-clock';
import { useSeen } from '@client/lib/use-seen';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { DeleteDialog } from '@client/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/ui/dropdown-menu';
import { Skeleton, SkeletonMediaRow } from '@client/ui/skeleton';
import { CommentBox } from './CommentBox';
import { RichText } from '@client/features/tags/RichText';
import { HiddenWordFold } from '@client/features/safety/HiddenWordFold';
import { useSafetyActions } from '@client/features/safety/use-safety-actions';
import { ModerationBanner } from '@client/features/safety/ModerationBanner';
import { PostActions } from './PostActions';
import { frameRatio, PostMedia } from './PostMedia';
import { PostProductTags, PostTagList } from '@client/features/shoppable/PostProductTags';
import { PostReplyControlDialog, ReplyControlMenuItem } from './PostReplyControl';
import { canEditPostTags, EditPostTagsDialog, EditPostTagsMenuItem } from './PostProductTags';
import { CommentsClosed } from '@client/ui/reply-control';
import { useDeletePostMutation } from './use-posts';

const t = ptBR.posts;
// No backdrop blur, as on every card (ui/card.tsx).
const cardClass = 'overflow-hidden rounded-2xl border border-border bg-surface text-fg shadow-sm';

function authorLink(post: Post): string {
  return post.author.kind === 'member' ? `/u/${post.author.id}` : `/brand/${post.author.id}`;
}

function DeletePost({
  post,
  open,
  onOpenChange,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeletePostMutation();
  return (
    <DeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      action={t.delete}
      question={t.deleteConfirm}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(post, { onSuccess: () => onOpenChange(false) })}
    />
  );
}

/**
 * The post's '…' menu: 'Excluir' for whoever may manage it (the author, or their brand's team), and
 * the safety items (report, mute, block) on anyone else's.
 */
function PostMenu({
  post,
  onDelete,
  onReplies,
  onTags,
}: {
  post: Post;
  onDelete: () => void;
  onReplies: () => void;
  onTags: () => void;
}) {
  const mine = post.isMine || post.canManage;
  const safety = useSafetyActions({
    report: mine ? null : { kind: 'post', id: post.id },
    author: mine ? null : { kind: post.author.kind, id: post.author.id, name: post.author.name },
  });
  if (!post.canManage && safety.items.length === 0) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={t.options}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {safety.items}
          {post.canManage && safety.items.length > 0 ? <DropdownMenuSeparator /> : null}
          {/* The author's own post, or their brand's when their team role may publish. */}
          {post.canManage ? <ReplyControlMenuItem onSelect={onReplies} /> : null}
          {canEditPostTags(post) ? <EditPostTagsMenuItem onSelect={onTags} /> : null}
          {post.canManage ? (
            <DropdownMenuItem onSelect={onDelete} className="text-destructive [&_svg]:text-destructive">
              <Trash2 aria-hidden="true" />
              {t.delete}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {safety.dialogs}
    </>
  );
}

interface PostCardProps {
  post: Post;
  /** The first card of the page loads its picture at once. */
  priority?: boolean;
  /** Card of the post page: the full comment list follows it, so the box adds no list of its own. */
  standalone?: boolean;
}

/** A post as the feed, the profile and the post page show it. */
export function PostCard(props: PostCardProps) {
  const { post } = props;
  // One's own words never fold one's own post.
  if (post.isMine) return <PostCardBody {...props} />;
  return (
    <HiddenWordFold text={post.content}>
      <PostCardBody {...props} />
    </HiddenWordFold>
  );
}

function PostCardBody({ post, priority, standalone = false }: PostCardProps) {
  const navigate = useNavigate();
  const commentField = useRef<HTMLInputElement>(null);
  const card = useRef<HTMLElement>(null);
  // A brand's post, or a copy of one, adds to the brand's reach; a member's own post has none.
  useSeen(card, 'post', post.id, post.author.kind === 'brand' || post.isRepost);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [changeReplies, setChangeReplies] = useState(false);
  const [editTags, setEditTags] = useState(false);
  const link = authorLink(post);
  const media = post.media;
  const tagged = { kind: 'post', id: post.id, owner: { ...post.author, isMine: post.isMine } } as const;
  const created = new Date(post.createdAt);
  const clock = useRenderClock();
  const name = (
    <span className="flex min-w-0 items-center gap-1">
      <span className="truncate font-semibold">{post.author.name}</span>
      {post.author.verified ? (
        <BadgeCheck role="img" aria-label={ptBR.common.verified} className="size-4 shrink-0 fill-primary text-white" />
      ) : null}
    </span>
  );

  return (
    <article ref={card} aria-label={t.mediaAlt(post.author.name)} className={cardClass}>
      <header className="flex items-center gap-3 px-4 pt-4 pb-3">
        {/* The name beside it is the link screen readers and the keyboard use. */}
        <Link to={link} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <img
            src={post.author.avatarUrl}
            alt=""
            width={40}
            height={40}
            className={cn(
              'size-10 bg-surface-muted object-cover',
              post.author.kind === 'brand' ? 'rounded-xl' : 'rounded-full',
            )}
          />
        </Link>
        <div className="grid min-w-0 flex-1">
          <Link to={link} className="w-fit max-w-full hover:underline">
            {name}
          </Link>
          <p className="flex min-w-0 items-center gap-1 text-xs text-fg-muted">
            {post.isRepost && post.originalAuthorName ? (
              <>
                <Repeat2 aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{t.repostOf(post.originalAuthorName)}</span>
                <span aria-hidden="true">·</span>
              </>
            ) : null}
            <Link to={`/post/${post.id}`} className="shrink-0 hover:underline">
              <time
                dateTime={post.createdAt}
                // The full date is in the member's own zone, which only the browser knows.
                title={clock.now === undefined ? created.toLocaleString('pt-BR') : undefined}
              >
                {formatRelative(created, clock.now, clock.timeZone)}
              </time>
            </Link>
          </p>
        </div>
        {canAdvertise(post) ? (
          <Button asChild variant="outline" size="sm" className="rounded-full">
            <Link to={`/advertise?post=${encodeURIComponent(post.id)}`}>
              <Megaphone aria-hidden="true" />
              {t.advertise}
            </Link>
          </Button>
        ) : null}
        <PostMenu
          post={post}
          onDelete={() => setConfirmDelete(true)}
          onReplies={() => setChangeReplies(true)}
          onTags={() => setEditTags(true)}
        />
        {post.canManage ? (
          <>
            <DeletePost post={post} open={confirmDelete} onOpenChange={setConfirmDelete} />
            <PostReplyControlDialog post={post} open={changeReplies} onOpenChange={setChangeReplies} />
            {editTags ? <EditPostTagsDialog post={post} onClose={() => setEditTags(false)} /> : null}
          </>
        ) : null}
      </header>

      <ModerationBanner moderation={post.moderation} target={{ kind: 'post', id: post.id }} className="mx-4 mb-3" />
      {post.content ? (
        <p className="px-4 pb-3 text-[0.95rem] leading-relaxed break-words whitespace-pre-line">
          <RichText text={post.content} />
        </p>
      ) : null}
      {media ? (
        <PostProductTags
          content={tagged}
          item={post}
          picture={media.kind === 'image' ? media : null}
          frameRatio={frameRatio(media)}
        >
          {(overlay) => (
            <PostMedia
              media={media}
              alt={media.alt ?? t.mediaAlt(post.author.name)}
              priority={priority}
              overlay={overlay}
            />
          )}
        </PostProductTags>
      ) : (
        <PostTagList content={tagged} item={post} />
      )}

      <div className="grid gap-2 px-2 pt-1 pb-3">
        <PostActions
          post={post}
          onComment={() => (commentField.current ? commentField.current.focus() : void navigate(`/post/${post.id}`))}
        />
        {!standalone && post.stats.comments > 0 ? (
          <Link to={`/post/${post.id}`} className="w-fit px-2 text-sm text-fg-muted hover:text-fg">
            {t.viewAllComments(post.stats.comments)}
          </Link>
        ) : null}
        {post.canComment ? (
          <div className="px-2">
            <CommentBox ref={commentField} postId={post.id} showNew={!standalone} />
          </div>
        ) : (
          <CommentsClosed control={post.replyControl} />
        )}
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden="true">
      <SkeletonMediaRow
        className="flex items-center gap-3 p-4"
        media="size-10 rounded-full"
        lines={['h-3.5 w-32', 'h-3 w-20']}
      />
      <Skeleton className="mx-4 mb-3 h-4 w-3/4" />
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex gap-3 p-4">
        <Skeleton className="h-6 w-14" />
        <Skeleton className="h-6 w-14" />
        <Skeleton className="h-6 w-14" />
      </div>
    </Card>
  );
}
