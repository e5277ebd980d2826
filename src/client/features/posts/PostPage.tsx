import { useParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { BackLink } from '@client/app/BackLink';
import { usePageTitle } from '@client/app/PageHeader';
import { QueryError } from '@client/app/QueryError';
import { isApiError } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { CommentItem } from './CommentBox';
import { PostCard, PostCardSkeleton } from './PostCard';
import { useCommentsQuery, usePostQuery } from './use-posts';

const t = ptBR.posts;

function Comments({ postId }: { postId: string }) {
  const query = useCommentsQuery(postId);
  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-12 w-2/3 rounded-2xl" />
        <Skeleton className="h-12 w-1/2 rounded-2xl" />
      </div>
    );
  }
  if (query.isError && !query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const comments = query.data.pages.flatMap((p) => p.comments);
  if (comments.length === 0) return <p className="text-sm text-fg-muted">{t.noComments}</p>;
  return (
    <>
      <ul className="grid gap-3">
        {comments.map((c) => (
          <CommentItem key={c.id} comment={c} />
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

/** /post/{id}: one post with all its comments; the link a share hands out. */
export function PostPage() {
  const { id = '' } = useParams();
  usePageTitle(t.postPage);
  const query = usePostQuery(id);

  return (
    <div className="grid gap-4">
      <BackLink to="/" label={t.back} />
      <h1 className="sr-only">{t.postPage}</h1>
      {query.isPending ? (
        <PostCardSkeleton />
      ) : query.isError ? (
        isApiError(query.error, 404) ? (
          <Card className="px-6 py-12 text-center text-fg-muted">{t.notFound}</Card>
        ) : (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          <PostCard post={query.data.post} priority standalone />
          <Card className="grid gap-3 p-4">
            <h2 className="text-sm font-semibold">{t.comments}</h2>
            <Comments postId={id} />
          </Card>
        </>
      )}
    </div>
  );
}
