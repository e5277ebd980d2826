import { Plus, Video } from 'lucide-react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import type { LongVideo } from '@shared/videos';
import { formatDuration } from '@shared/video-rules';
import { QueryError } from '@client/ui/query-error';
import { Card, CardContent, CardHeader, CardTitle } from '@client/ui/card';
import { SkeletonMediaRow } from '@client/ui/skeleton';
import { useFeaturedVideosQuery } from './use-videos';
import { VideoStatus } from './VideoStatus';
import { ButtonLink } from '@client/ui/button-link';
import { FilledPicture } from '@client/ui/filled-picture';

const t = ptBR.videos;

function Thumbnail({ video }: { video: LongVideo }) {
  const media = video.media;
  return (
    <span
      aria-hidden={media ? true : undefined}
      className="relative aspect-video w-28 shrink-0 overflow-hidden rounded-xl bg-surface-muted"
    >
      {media ? (
        <>
          <FilledPicture media={media} sizes="112px" />
          <span className="absolute right-1 bottom-1 rounded-md bg-black/75 px-1.5 py-0.5 text-[0.65rem] font-semibold text-white tabular-nums">
            {formatDuration(video.durationMs)}
          </span>
        </>
      ) : (
        <VideoStatus
          status={video.status === 'failed' ? 'failed' : 'processing'}
          compact
          className="absolute inset-0 p-1"
        />
      )}
    </span>
  );
}

/** The right panel's featured videos: the member's long videos first, then the demo ones. */
export function FeaturedVideos() {
  const query = useFeaturedVideosQuery();
  return (
    <Card aria-labelledby="videos-destaque">
      <CardHeader>
        <CardTitle id="videos-destaque">{ptBR.rightPanel.featuredVideos}</CardTitle>
        <ButtonLink
          to="/upload-video"
          aria-label={ptBR.rightPanel.uploadVideo}
          variant="secondary"
          size="icon-sm"
          className="rounded-full"
          icon={Plus}
        />
      </CardHeader>
      <CardContent className="pt-3">
        {query.isPending ? (
          <ul aria-busy="true" className="grid gap-3">
            {Array.from({ length: 3 }, (_, i) => (
              <SkeletonMediaRow
                key={i}
                as="li"
                className="flex gap-3"
                media="aspect-video w-28 rounded-xl"
                lines={['h-3.5 w-full', 'h-3 w-2/3']}
                textClassName="grid flex-1 content-start gap-2 pt-1"
              />
            ))}
          </ul>
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.videos.length === 0 ? (
          <p className="flex items-center gap-3 text-sm text-fg-muted">
            <Video aria-hidden="true" className="size-5 shrink-0" />
            {ptBR.rightPanel.noVideos}
          </p>
        ) : (
          <ul className="-mx-2 grid gap-1">
            {query.data.videos.map((video) => (
              <li key={video.id}>
                <Link to={`/video/${video.id}`} className="flex gap-3 rounded-xl p-2 hover:bg-surface-muted">
                  <span className="sr-only">{t.watch(video.title)}</span>
                  <Thumbnail video={video} />
                  <span aria-hidden="true" className="grid min-w-0 content-start gap-0.5">
                    <span className="line-clamp-2 text-sm leading-snug font-medium">{video.title}</span>
                    <span className="truncate text-xs text-fg-muted">{video.isMine ? t.yours : video.author.name}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
