import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { MediaView } from '@shared/posts';
import { cn } from '@client/lib/cn';
import {
  autoplayAllowed,
  claimPlayback,
  FEED_VIDEO_VISIBLE_THRESHOLD,
  inView,
  releasePlayback,
  setFeedSound,
  useFeedMuted,
} from './feed-video-playback';

const t = ptBR.feedVideo;

interface FeedVideoProps {
  media: MediaView;
  alt: string;
  onLoaded: () => void;
}

/**
 * A post's video as the photo networks play it: muted and by itself while mostly on screen, paused
 * once it leaves, one at a time; a tap pauses or plays it, and sound is a button away. No autoplay
 * for members who prefer less motion. The poster holds the frame until the first picture.
 */
export function FeedVideo({ media, alt, onLoaded }: FeedVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const muted = useFeedMuted();
  const [paused, setPaused] = useState(true);
  // The member paused it: scrolling back does not start it again.
  const heldByMember = useRef(false);

  useEffect(() => {
    const v = video.current;
    if (!v || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (!inView(entry)) {
          if (!v.paused) v.pause();
          return;
        }
        if (v.paused && !heldByMember.current && autoplayAllowed()) void v.play().catch(() => undefined);
      },
      { threshold: [0, FEED_VIDEO_VISIBLE_THRESHOLD, 1] },
    );
    observer.observe(v);
    return () => {
      observer.disconnect();
      releasePlayback(v);
    };
  }, []);

  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) {
      heldByMember.current = false;
      void v.play().catch(() => undefined);
    } else {
      heldByMember.current = true;
      v.pause();
    }
  };

  return (
    <>
      <video
        ref={video}
        muted
        loop
        playsInline
        disablePictureInPicture
        preload="metadata"
        poster={media.src}
        aria-label={alt}
        onLoadedData={onLoaded}
        onPlay={(e) => {
          claimPlayback(e.currentTarget);
          setPaused(false);
        }}
        onPause={() => setPaused(true)}
        className="absolute inset-0 size-full bg-black object-contain"
      >
        <source src={media.videoUrl!} type={media.mime ?? undefined} />
      </video>
      <button
        type="button"
        aria-label={paused ? t.play : t.pause}
        onClick={toggle}
        className="group absolute inset-0 grid cursor-pointer place-items-center focus-visible:outline-none"
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid size-14 place-items-center rounded-full bg-black/45 text-white transition-opacity group-focus-visible:opacity-100 group-focus-visible:ring-2 group-focus-visible:ring-white',
            paused ? 'opacity-100' : 'opacity-0',
          )}
        >
          {paused ? <Play className="size-7 translate-x-0.5" /> : <Pause className="size-7" />}
        </span>
      </button>
      <button
        type="button"
        aria-label={muted ? t.unmute : t.mute}
        aria-pressed={!muted}
        onClick={() => setFeedSound(muted)}
        className="absolute right-2 bottom-2 grid size-10 place-items-center rounded-full bg-black/55 text-white backdrop-blur-sm hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {muted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
      </button>
    </>
  );
}
