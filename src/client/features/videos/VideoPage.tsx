import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Clock, MessageCircleMore, ShoppingBag, Trash2 } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { productTagPickerText } from '@shared/i18n/pt-BR/product-tag-picker';
import type { LongVideo, VideoReply } from '@shared/videos';
import { formatDuration } from '@shared/video-rules';
import { BackLink } from '@client/ui/back-link';
import { usePageTitle } from '@client/ui/page-header';
import { recordView } from '@client/lib/view-beacon';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { useDeleteDialog } from '@client/ui/confirm-dialog';
import { QueryView } from '@client/ui/query-view';
import { SkeletonStack } from '@client/ui/skeleton-stack';
import { toast, toastError } from '@client/ui/use-toast';
import { useDeleteVideoMutation, useVideoQuery, useVideoReplyControlMutation, videoKeys } from './use-videos';
import { ReplyControlDialog, replyControlLabel } from '@client/ui/reply-control';
import { VideoStatus } from './VideoStatus';
import { Avatar } from '@client/ui/thumb';
import { PlaceholderFill } from '@client/ui/filled-picture';
import { SafetyMenu } from '@client/features/safety/SafetyMenu';
import { ModerationBanner } from '@client/features/safety/ModerationBanner';
import { LazyEditProductTagsDialog } from '@client/features/shoppable/ProductTagPickerLazy';
import { brandPageKey } from '@client/features/catalog/use-catalog';
import { VideoProductList } from '@client/features/shoppable/VideoProductList';

const t = ptBR.videos;

function Player({ video, player }: { video: LongVideo; player: RefObject<HTMLVideoElement | null> }) {
  const media = video.media;
  // Landscape by default; a vertical video keeps its shape without growing past the screen.
  const ratio = media && media.width && media.height ? media.width / media.height : 16 / 9;
  return (
    <div
      className="relative mx-auto max-h-[70dvh] w-full overflow-hidden rounded-2xl bg-black"
      style={{ aspectRatio: String(Math.max(ratio, 9 / 16)) }}
    >
      {media?.videoUrl ? (
        <>
          <PlaceholderFill src={media.placeholder} className="scale-110 blur-xl" />
          <video
            ref={player}
            controls
            playsInline
            preload="metadata"
            poster={media.src}
            aria-label={video.title}
            // Played is seen: a brand's video adds the member to its reach.
            onPlaying={() => {
              if (video.author.kind === 'brand') recordView('video', video.id);
            }}
            className="absolute inset-0 size-full object-contain"
          >
            <source src={media.videoUrl} type={media.mime ?? 'video/mp4'} />
          </video>
        </>
      ) : (
        <VideoStatus
          status={video.status === 'failed' ? 'failed' : 'processing'}
          error={video.error}
          className="absolute inset-0"
        />
      )}
    </div>
  );
}

/** Who may comment on the video, changed by who manages it (decision 029). */
function VideoReplyControl({ video }: { video: LongVideo }) {
  const [open, setOpen] = useState(false);
  const change = useVideoReplyControlMutation(video.id);
  return (
    <>
      <Button variant="ghost" size="sm" className="w-fit" onClick={() => setOpen(true)}>
        <MessageCircleMore aria-hidden="true" />
        {`${ptBR.replies.change}: ${replyControlLabel(video.replyControl)}`}
      </Button>
      <ReplyControlDialog
        open={open}
        onOpenChange={setOpen}
        value={video.replyControl}
        author={video.author.kind}
        pending={change.isPending}
        onSave={(control) => change.mutate(control, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

/** 'Editar produtos marcados' on a video its viewer manages: the picker, prefilled; the page takes the saved tags. */
function VideoProductTags({ video }: { video: LongVideo }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button variant="ghost" size="sm" className="w-fit" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <ShoppingBag aria-hidden="true" />
        {productTagPickerText.edit}
      </Button>
      {open ? (
        <LazyEditProductTagsDialog
          kind="video"
          id={video.id}
          tags={video.productTags ?? []}
          asBrandId={video.author.kind === 'brand' ? video.author.id : ''}
          onOpenChange={setOpen}
          onSaved={(productTags) => {
            queryClient.setQueryData<VideoReply>(videoKeys.detail(video.id), (data) =>
              data ? { video: { ...data.video, productTags } } : data,
            );
            if (video.author.kind === 'brand')
              void queryClient.invalidateQueries({ queryKey: brandPageKey(video.author.id) });
          }}
        />
      ) : null}
    </>
  );
}

function VideoDetails({ video }: { video: LongVideo }) {
  const navigate = useNavigate();
  const remove = useDeleteVideoMutation();
  usePageTitle(video.title);
  const onDelete = () => {
    remove.mutate(video, {
      onSuccess: () => {
        toast({ title: t.deleted, variant: 'success' });
        // A brand's video was on its page; a member's own, on their upload page.
        const back = video.author.kind === 'brand' ? `/brand/${encodeURIComponent(video.author.id)}` : '/upload-video';
        void navigate(back); // BrowserRouter navigates at once
      },
      onError: toastError,
    });
  };
  const deletion = useDeleteDialog(t, remove.isPending, onDelete);
  const player = useRef<HTMLVideoElement>(null);
  return (
    <article className="grid gap-4" aria-labelledby="titulo-video">
      <Player video={video} player={player} />
      <Card className="grid gap-3 p-4 sm:p-5">
        <ModerationBanner moderation={video.moderation} target={{ kind: 'video', id: video.id }} />
        <div className="flex items-start gap-2">
          <h1 id="titulo-video" className="min-w-0 flex-1 text-xl font-bold tracking-tight break-words sm:text-2xl">
            {video.title}
          </h1>
          {video.canManage ? null : (
            <SafetyMenu
              label={ptBR.safetyScreens.menuOf(video.author.name)}
              target={{
                report: { kind: 'video', id: video.id },
                author: { kind: video.author.kind, id: video.author.id, name: video.author.name },
              }}
            />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="flex items-center gap-2">
            <Avatar src={video.author.avatarUrl} size={32} />
            <span className="font-semibold">{video.author.name}</span>
            {video.author.verified ? (
              <BadgeCheck aria-label={ptBR.common.verified} className="size-4 text-accent-fg" />
            ) : null}
          </span>
          <span className="flex items-center gap-1.5 text-fg-muted">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.duration}: </span>
            <span className="tabular-nums">{formatDuration(video.durationMs)}</span>
          </span>
        </div>
        <VideoProductList
          content={{ kind: 'video', id: video.id, owner: { ...video.author, isMine: video.isMine } }}
          item={video}
          video={player}
        />
        <div className="grid gap-1">
          <h2 className="text-sm font-semibold">{t.description}</h2>
          <p className="text-sm whitespace-pre-line text-fg-muted">{video.description || t.noDescription}</p>
        </div>
        {video.canManage ? <VideoReplyControl video={video} /> : null}
        {video.canManage ? <VideoProductTags video={video} /> : null}
        {video.canManage ? (
          <Button
            variant="ghost"
            size="sm"
            className="w-fit text-destructive"
            onClick={deletion.ask}
            disabled={remove.isPending}
          >
            <Trash2 aria-hidden="true" />
            {t.delete}
          </Button>
        ) : null}
        {deletion.dialog}
      </Card>
    </article>
  );
}

/** /video/{id}: the player page a featured video opens. */
export function VideoPage() {
  const { id = '' } = useParams();
  const query = useVideoQuery(id);
  return (
    <div className="grid gap-4">
      <BackLink to="/" label={t.back} />
      <QueryView
        query={query}
        loading={
          <SkeletonStack className="gap-4" blocks={['aspect-video w-full rounded-2xl', 'h-7 w-2/3', 'h-4 w-1/3']} />
        }
        notFound={
          <Card className="p-6">
            <h1 className="font-semibold">{t.notFound}</h1>
          </Card>
        }
      >
        {(data) => <VideoDetails video={data.video} />}
      </QueryView>
    </div>
  );
}
