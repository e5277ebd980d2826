import { BadgeCheck, Pause } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import type { Reel } from '@shared/reels';
import { RichText } from '@client/features/tags/RichText';
import { VideoStatus } from '@client/features/videos/VideoStatus';
import { ReelFollowButton } from './ReelFollowButton';
import { recordView } from '@client/lib/view-beacon';
import { setReelsSound, useReelProgress } from './use-reels';
import { ModerationBanner } from '@client/features/safety/ModerationBanner';
import { ReelActions } from './ReelActions';
import { ProductButton } from '@client/features/shoppable/ProductButton';
import { Avatar } from '@client/ui/thumb';
import { FilledPicture } from '@client/ui/filled-picture';

const t = ptBR.reels;

interface ReelItemProps {
  reel: Reel;
  /** Position relative to the reel on screen: 0 is it, 1 the next one, -1 the previous one. */
  distance: number;
  /** At least 70% on screen: this one plays. */
  active: boolean;
  muted: boolean;
  position: number;
  total: number;
  observe: (el: Element | null) => () => void;
  onComments: (reel: Reel) => void;
}

/**
 * One full-height reel. Only the reels next to the one on screen hold a video element: the next one
 * buffers its first seconds (preload auto) so scrolling to it starts at once, over its poster and a
 * blurred placeholder, never a black frame.
 */
export function ReelItem({ reel, distance, active, muted, position, total, observe, onComments }: ReelItemProps) {
  const article = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  useReelProgress(reel);

  const media = reel.status === 'ready' ? reel.media : null;
  const withVideo = Boolean(media?.videoUrl) && Math.abs(distance) <= 2;
  const preload = distance === 0 || distance === 1 ? 'auto' : distance === -1 ? 'metadata' : 'none';

  useEffect(() => observe(article.current), [observe]);

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (!active) {
      v.pause();
      return;
    }
    v.muted = muted;
    v.play().catch(() => {
      // A browser that refuses sound without a gesture still plays it muted.
      if (!v.muted) {
        v.muted = true;
        setReelsSound(false);
        void v.play().catch(() => undefined);
      }
    });
    // `muted` is applied by the effect below; restarting playback on every toggle would stutter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, withVideo]);

  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);

  const togglePause = () => {
    const v = video.current;
    if (!v || !active) return;
    if (v.paused) {
      void v.play().catch(() => undefined);
      setPaused(false);
    } else {
      v.pause();
      setPaused(true);
    }
  };

  const authorPath =
    reel.author.kind === 'brand'
      ? `/brand/${encodeURIComponent(reel.author.id)}`
      : reel.isMine
        ? '/profile'
        : `/u/${encodeURIComponent(reel.author.id)}`;

  return (
    <article
      ref={article}
      data-reel-id={reel.id}
      aria-label={t.reelLabel(reel.author.name)}
      aria-posinset={position}
      aria-setsize={total}
      className="relative h-full w-full shrink-0 snap-start snap-always overflow-hidden bg-slate-900"
    >
      {media ? (
        <>
          <FilledPicture
            media={media}
            sizes="(min-width: 640px) 400px, 100vw"
            eager
            blur="scale-110 blur-2xl"
            picture={Math.abs(distance) <= 2}
          />
          {withVideo ? (
            <video
              ref={video}
              src={media.videoUrl!}
              poster={media.src}
              preload={preload}
              muted={muted}
              loop
              playsInline
              disablePictureInPicture
              aria-label={reel.description || t.reelLabel(reel.author.name)}
              onClick={togglePause}
              onPlay={() => setPaused(false)}
              // Played is seen: a brand's reel adds the member to its reach.
              onPlaying={() => {
                if (reel.author.kind === 'brand') recordView('reel', reel.id);
              }}
              // A play() cut short by the element still loading is tried again once it can play.
              onCanPlay={(e) => {
                if (active && !paused && e.currentTarget.paused) void e.currentTarget.play().catch(() => undefined);
              }}
              className="absolute inset-0 size-full cursor-pointer object-cover"
            />
          ) : null}
          {paused && active ? (
            <span className="pointer-events-none absolute inset-0 grid place-items-center" aria-hidden="true">
              <span className="grid size-16 place-items-center rounded-full bg-black/45 text-white">
                <Pause className="size-8" />
              </span>
            </span>
          ) : null}
        </>
      ) : (
        <VideoStatus
          status={reel.status === 'failed' ? 'failed' : 'processing'}
          error={reel.error}
          className="absolute inset-0"
        />
      )}

      <div
        className="pointer-events-none absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-black/70 to-transparent"
        aria-hidden="true"
      />
      {/* Clear of the home indicator on phones, and of the assistant's button on the right. */}
      <div className="absolute right-20 bottom-[max(1rem,env(safe-area-inset-bottom))] left-4 grid gap-2 text-white lg:right-16 lg:bottom-4">
        {media ? (
          <ProductButton
            look="reel"
            content={{ kind: 'reel', id: reel.id, owner: { ...reel.author, isMine: reel.isMine } }}
            item={reel}
            video={video}
            className="justify-self-start"
          />
        ) : null}
        <div className="flex min-w-0 items-center gap-2 text-sm font-semibold drop-shadow">
          <Link
            to={authorPath}
            className="flex min-w-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Avatar src={reel.author.avatarUrl} size={32} className="shrink-0 bg-white/20 ring-2 ring-white/70" />
            <span className="truncate">{reel.author.name}</span>
            {reel.author.verified ? <BadgeCheck aria-label={ptBR.common.verified} className="size-4 shrink-0" /> : null}
          </Link>
          <ReelFollowButton reel={reel} near={Math.abs(distance) <= 1} />
        </div>
        <ModerationBanner
          moderation={reel.moderation}
          target={{ kind: 'reel', id: reel.id }}
          className="pointer-events-auto bg-black/60 text-white backdrop-blur-sm [&_.text-fg-muted]:text-white/80"
        />
        {reel.description ? (
          <p className="line-clamp-3 text-sm drop-shadow">
            <RichText text={reel.description} linkClassName="text-white underline" />
          </p>
        ) : null}
      </div>

      <ReelActions reel={reel} muted={muted} onComments={onComments} />
    </article>
  );
}
