import { useParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { BackLink } from '@client/ui/back-link';
import { usePageTitle } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { isApiError } from '@client/lib/api';
import { Card } from '@client/ui/card';
import { PostCard, PostCardSkeleton } from './PostCard';
import { PostComments } from './PostComments';
import { usePostQuery } from './use-posts';

const t = ptBR.posts;

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
            <PostComments post={query.data.post} />
          </Card>
        </>
      )}
    </div>
  );
}
