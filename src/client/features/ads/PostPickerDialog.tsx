import { canAdvertise } from '@shared/ad-rules';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Post } from '@shared/posts';
import { QueryError } from '@client/ui/query-error';
import { Dialog } from '@client/ui/dialog';
import { Skeleton } from '@client/ui/skeleton';
import { useMyPostsQuery } from './use-ads';
import { LoadMore } from '@client/ui/load-more';

const t = ptBR.ads;

interface PostPickerDialogProps {
  memberId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (post: Post) => void;
}

export function PostPickerDialog({ memberId, open, onOpenChange, onPick }: PostPickerDialogProps) {
  const posts = useMyPostsQuery(memberId, open);
  // Reposts belong to someone else: only the member's own posts can be advertised.
  const items = (posts.data?.pages.flatMap((p) => p.posts) ?? []).filter(canAdvertise);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.choosePost}>
      <div>
        {posts.isError ? (
          <QueryError error={posts.error} onRetry={() => void posts.refetch()} />
        ) : posts.isPending ? (
          <div aria-busy="true" className="grid grid-cols-3 gap-2">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="aspect-square" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-fg-muted">{t.noPosts}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2">
            {items.map((post) => (
              <li key={post.id}>
                <button
                  type="button"
                  onClick={() => onPick(post)}
                  className="relative block aspect-square w-full overflow-hidden rounded-xl border border-border bg-surface-muted text-left focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {post.media ? (
                    <img
                      src={post.media.src}
                      alt={post.media.alt ?? post.content.slice(0, 80)}
                      className="size-full object-cover"
                      loading="lazy"
                    />
                  ) : (
                    <span className="line-clamp-4 p-2 text-xs">{post.content}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        <LoadMore list={posts} className="mt-3 w-full" />
      </div>
    </Dialog>
  );
}
