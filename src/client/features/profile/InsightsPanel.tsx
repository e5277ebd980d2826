import { Bookmark, Eye, Heart, MessageCircle, Repeat2, Share2, type LucideIcon } from 'lucide-react';
import type { Insights } from '@shared/profile';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { QueryError } from '@client/ui/query-error';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { useInsightsQuery } from './use-profile';
import { Thumb } from '@client/ui/thumb';

const t = ptBR.profile.insights;
type Metric = keyof Insights['totals'];

const metrics: { key: Metric; label: string; Icon: LucideIcon }[] = [
  { key: 'views', label: t.views, Icon: Eye },
  { key: 'likes', label: t.likes, Icon: Heart },
  { key: 'comments', label: t.comments, Icon: MessageCircle },
  { key: 'shares', label: t.shares, Icon: Share2 },
  { key: 'reposts', label: t.reposts, Icon: Repeat2 },
  { key: 'bookmarks', label: t.bookmarks, Icon: Bookmark },
];

/** Likes per post as bars, oldest on the left; the numbers are also in the list below for screen readers. */
function LikesChart({ posts }: { posts: Insights['posts'] }) {
  const ordered = [...posts].reverse();
  const max = Math.max(1, ...ordered.map((p) => p.likes));
  const barWidth = 100 / Math.max(ordered.length, 1);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold">{t.chart}</figcaption>
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        role="img"
        aria-label={t.chartSummary(ordered.length, max)}
        className="h-36 w-full"
      >
        <defs>
          <linearGradient id="insights-bar" x1="0" y1="1" x2="0" y2="0">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        {ordered.map((p, i) => {
          const h = Math.max(0.8, (p.likes / max) * 38);
          return (
            <rect
              key={p.id}
              x={i * barWidth + barWidth * 0.15}
              y={40 - h}
              width={barWidth * 0.7}
              height={h}
              rx={0.8}
              fill="url(#insights-bar)"
            />
          );
        })}
      </svg>
    </figure>
  );
}

export function InsightsPanel() {
  const query = useInsightsQuery();
  if (query.isPending) return <Skeleton className="h-72 w-full rounded-2xl" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { posts, totals } = query.data;
  return (
    <div className="grid gap-4">
      <Card className="grid gap-4 p-4">
        <div className="grid gap-1">
          <h2 className="font-semibold">{t.title}</h2>
          <p className="text-sm text-fg-muted">{t.description}</p>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {metrics.map(({ key, label, Icon }) => (
            <div key={key} className="flex items-center gap-3 rounded-2xl bg-surface-muted p-3">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-accent-fg max-sm:hidden" />
              <div className="grid min-w-0">
                <dt className="text-xs text-fg-muted">{label}</dt>
                <dd className="text-lg font-bold tabular-nums">{formatThousands(totals[key], 1)}</dd>
              </div>
            </div>
          ))}
        </dl>
        {posts.length > 0 ? <LikesChart posts={posts} /> : <p className="text-sm text-fg-muted">{t.empty}</p>}
      </Card>
      {posts.length > 0 ? (
        <ol className="grid gap-2">
          {posts.map((p, i) => (
            <li key={p.id}>
              <Card className="flex items-center gap-3 p-3">
                {p.media ? (
                  <Thumb
                    src={p.media.src}
                    alt=""
                    size={56}
                    loading="lazy"
                    className="shrink-0 rounded-xl"
                    style={{ backgroundImage: `url("${p.media.placeholder}")`, backgroundSize: 'cover' }}
                  />
                ) : null}
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="truncate text-sm font-medium">{p.content || t.post(i + 1)}</p>
                  <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-fg-muted">
                    {metrics.map(({ key, label, Icon }) => (
                      <li key={key} className="flex items-center gap-1" title={label}>
                        <Icon aria-hidden="true" className="size-3.5" />
                        <span className="sr-only">{label}:</span>
                        <span className="tabular-nums">{formatThousands(p[key], 1)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
