import { Fragment, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { LoadMore, type PagedList } from './load-more';
import { QueryError } from './query-error';
import { Skeleton } from './skeleton';
import { Avatar } from './thumb';

interface CommentRowProps {
  avatarUrl: string;
  name: string;
  /** The comment's text, rendered by the caller (hashtags and mentions become links there). */
  children: ReactNode;
  /** A post's page lists comments a little tighter than a reel's drawer. */
  size?: 'sm' | 'md';
  /** What may be done to it (the menu of the item's manager), after the bubble. */
  actions?: ReactNode;
  /** The comment's '…' menu, after the bubble. */
  menu?: ReactNode;
  /** Under the text, inside the bubble (what moderation did to it, for its author). */
  note?: ReactNode;
}

/** One comment: the author's avatar beside a bubble with their name over the text. */
export function CommentRow({ avatarUrl, name, children, size = 'sm', actions, menu, note }: CommentRowProps) {
  const md = size === 'md';
  return (
    <li className={cn('flex', md ? 'gap-3' : 'gap-2.5')}>
      <Avatar src={avatarUrl} size={md ? 36 : 32} className="shrink-0" />
      <div className={cn('min-w-0 rounded-2xl bg-surface-muted px-3 py-2', md ? 'grid gap-0.5' : 'text-sm')}>
        {md ? <span className="text-sm font-semibold">{name}</span> : <p className="font-semibold">{name}</p>}
        <p className={cn('break-words whitespace-pre-line', md && 'text-sm')}>{children}</p>
        {note}
      </div>
      {actions}
      {menu ? <div className="shrink-0 self-center">{menu}</div> : null}
    </li>
  );
}

/** The part of a paged comments query the list reads. */
interface CommentsQuery<T> extends PagedList {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { pages: { comments: T[] }[] } | undefined;
  refetch: () => Promise<unknown>;
}

interface CommentListProps<T extends { id: string }> {
  query: CommentsQuery<T>;
  renderComment: (comment: T) => ReactNode;
  empty: { text: string; className: string };
  moreLabel: string;
  /** The list's accessible name, where the surrounding page does not already give one. */
  label?: string;
  /** A drawer tells assistive technology it is loading; a page hides its placeholders instead. */
  announceLoading?: boolean;
}

/** A paged list of comments: placeholders, a retry on failure, an empty line, then 'see more'. */
export function CommentList<T extends { id: string }>({
  query,
  renderComment,
  empty,
  moreLabel,
  label,
  announceLoading,
}: CommentListProps<T>) {
  if (query.isPending) {
    return (
      <div className="grid gap-3" {...(announceLoading ? { 'aria-busy': true } : { 'aria-hidden': true })}>
        <Skeleton className="h-12 w-2/3 rounded-2xl" />
        <Skeleton className="h-12 w-1/2 rounded-2xl" />
      </div>
    );
  }
  if (!query.data) {
    return query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null;
  }
  const comments = query.data.pages.flatMap((p) => p.comments);
  if (comments.length === 0) return <p className={empty.className}>{empty.text}</p>;
  return (
    <>
      <ul className="grid gap-3" aria-label={label}>
        {comments.map((c) => (
          <Fragment key={c.id}>{renderComment(c)}</Fragment>
        ))}
      </ul>
      <LoadMore list={query} size="sm" className="w-fit" label={moreLabel} />
    </>
  );
}
