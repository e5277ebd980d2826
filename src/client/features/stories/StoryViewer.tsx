import { BadgeCheck, ChevronLeft, ChevronRight, Pause, Play, Volume2, VolumeX, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Story, StoryGroup } from '@shared/stories';
import { formatRelative } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';
import { DialogClose, DialogTitle, ViewerDialog } from '@client/ui/dialog';
import { ModerationBanner } from '@client/features/safety/ModerationBanner';
import { StoryActions } from './StoryActions';
import { ProductButton } from '@client/features/shoppable/ProductButton';
import { useMarkSeenMutation } from './use-stories';
import { Avatar } from '@client/ui/thumb';

const t = ptBR.stories;
/** How long a picture stays on screen; a video plays to its end. */
export const IMAGE_MS = 5000;
/** A press longer than this is a hold (pause), not a tap (previous / next). */
const HOLD_MS = 250;

interface StoryViewerProps {
  groups: StoryGroup[];
  /** The tile that was opened. */
  startGroup: number;
  onClose: () => void;
}

/** Where a group starts: its first unseen story, or its first. */
const firstUnseen = (g: StoryGroup | undefined) => Math.max(0, g?.stories.findIndex((s) => !s.seen) ?? 0);

/**
 * The full-screen viewer: progress bars, tap or arrow keys for previous and next, automatic
 * advance, pause while held (or with the pause button or the space bar), Esc to close, and the
 * reactions a post has. Seen stories are recorded as they show.
 */
export function StoryViewer({ groups, startGroup, onClose }: StoryViewerProps) {
  const [at, setAt] = useState(() => ({ g: startGroup, s: firstUnseen(groups[startGroup]) }));
  const [elapsed, setElapsed] = useState(0);
  const [held, setHeld] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [busy, setBusy] = useState(false);
  // A product sheet (or list) open over a story holds that story where it is; kept by the story's id,
  // so that a story taken away meanwhile cannot leave the next one held.
  const [shoppingIn, setShoppingIn] = useState<string | null>(null);
  const [muted, setMuted] = useState(false);
  const [overrides, setOverrides] = useState<Map<string, Story>>(() => new Map());
  const video = useRef<HTMLVideoElement>(null);
  const press = useRef<{ at: number; x: number } | null>(null);
  const markSeen = useMarkSeenMutation();

  const group = groups[at.g];
  const base = group?.stories[at.s];
  const story = base ? (overrides.get(base.id) ?? base) : undefined;
  const paused = held || pausedByUser || busy || (story !== undefined && shoppingIn === story.id);

  const patch = useCallback((next: Story) => setOverrides((m) => new Map(m).set(next.id, next)), []);

  const next = useCallback(() => {
    setElapsed(0);
    const g = groups[at.g];
    if (g && at.s < g.stories.length - 1) setAt({ g: at.g, s: at.s + 1 });
    else if (at.g < groups.length - 1) setAt({ g: at.g + 1, s: firstUnseen(groups[at.g + 1]) });
    else onClose();
  }, [at, groups, onClose]);

  const prev = useCallback(() => {
    setElapsed(0);
    if (at.s > 0) setAt({ g: at.g, s: at.s - 1 });
    else if (at.g > 0) setAt({ g: at.g - 1, s: (groups[at.g - 1]?.stories.length ?? 1) - 1 });
    else if (video.current) video.current.currentTime = 0;
  }, [at, groups]);

  // Record the story as seen when it shows.
  const storyId = story?.id;
  const storySeen = story?.seen;
  useEffect(() => {
    if (!storyId || storySeen) return;
    markSeen.mutate(storyId);
    setOverrides((m) => {
      const s = m.get(storyId) ?? groups.flatMap((g) => g.stories).find((x) => x.id === storyId);
      return s ? new Map(m).set(storyId, { ...s, seen: true }) : m;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per story shown
  }, [storyId]);

  // Pictures advance on a clock that stops while paused; videos follow their own playback.
  const isVideo = story?.media.kind === 'video' && Boolean(story.media.videoUrl);
  useEffect(() => {
    if (!story || isVideo || paused) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const dt = now - last;
      last = now;
      setElapsed((e) => e + dt);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [story, isVideo, paused]);
  useEffect(() => {
    if (!isVideo && elapsed >= IMAGE_MS) next();
  }, [elapsed, isVideo, next]);
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (paused) v.pause();
    else void v.play().catch(() => setMuted(true));
  }, [paused, storyId]);
  // A hidden tab pauses.
  useEffect(() => {
    const onVisibility = () => setHeld(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  if (!group || !story) return null;
  const progress = isVideo
    ? video.current?.duration
      ? elapsed / (video.current.duration * 1000)
      : 0
    : elapsed / IMAGE_MS;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    press.current = { at: performance.now(), x: e.clientX - e.currentTarget.getBoundingClientRect().left };
    setHeld(true);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    press.current = null;
    setHeld(false);
    if (!p || performance.now() - p.at > HOLD_MS) return;
    if (p.x < e.currentTarget.getBoundingClientRect().width / 3) prev();
    else next();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    } else if (e.key === ' ' && e.target === e.currentTarget) {
      e.preventDefault();
      setPausedByUser((p) => !p);
    }
  };

  const iconButton =
    'grid size-10 place-items-center rounded-full text-white/90 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <ViewerDialog onClose={onClose} restoreFocus onKeyDown={onKeyDown} className="gap-4">
      <DialogTitle className="sr-only">{t.viewer(group.author.name)}</DialogTitle>
      <button
        type="button"
        aria-label={t.previous}
        onClick={prev}
        className={cn(iconButton, 'hidden bg-white/10 sm:grid')}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <div
        data-testid="story-viewer"
        className="relative flex h-dvh w-full max-w-[calc(100dvh*9/16)] flex-col overflow-hidden bg-black text-white sm:h-[calc(100dvh-2rem)] sm:max-w-[calc((100dvh-2rem)*9/16)] sm:rounded-2xl"
      >
        {isVideo ? (
          <video
            key={story.id}
            ref={video}
            src={story.media.videoUrl ?? undefined}
            poster={story.media.src}
            autoPlay
            playsInline
            muted={muted}
            aria-label={story.media.alt ?? t.mediaAlt(story.author.name)}
            onTimeUpdate={(e) => setElapsed(e.currentTarget.currentTime * 1000)}
            onEnded={next}
            className="absolute inset-0 size-full object-contain"
          />
        ) : (
          <img
            key={story.id}
            src={story.media.src}
            srcSet={story.media.srcSet || undefined}
            sizes="(min-width: 640px) 56vh, 100vw"
            alt={story.media.alt ?? t.mediaAlt(story.author.name)}
            className="absolute inset-0 size-full object-contain"
            style={{ backgroundImage: `url("${story.media.placeholder}")`, backgroundSize: 'cover' }}
          />
        )}
        {/* Tap left third: previous; elsewhere: next; hold: pause. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 touch-none select-none"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setHeld(false)}
          onContextMenu={(e) => e.preventDefault()}
        />

        <div className="relative grid gap-3 bg-gradient-to-b from-black/70 to-transparent px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-6">
          <div className="flex gap-1" aria-hidden="true">
            {group.stories.map((s, i) => (
              <div key={s.id} className="h-0.5 flex-1 overflow-hidden rounded-full bg-white/35">
                <div
                  className="h-full bg-white"
                  style={{ width: `${i < at.s ? 100 : i > at.s ? 0 : Math.min(100, progress * 100)}%` }}
                />
              </div>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            {t.progress(at.s + 1, group.stories.length)}
          </p>
          <div className="flex items-center gap-2.5">
            <Avatar src={group.author.avatarUrl} size={36} className="bg-white/20" />
            <div className="grid min-w-0 flex-1 leading-tight">
              <span className="flex items-center gap-1 truncate text-sm font-semibold">
                {group.author.name}
                {group.author.verified ? (
                  <BadgeCheck
                    role="img"
                    aria-label={ptBR.common.verified}
                    className="size-4 shrink-0 fill-sky-500 text-white"
                  />
                ) : null}
                {story.isPubli ? (
                  <span className="ml-1 rounded bg-white/25 px-1.5 py-px text-[0.65rem] font-bold uppercase">
                    {t.publi}
                  </span>
                ) : null}
              </span>
              <span className="text-xs text-white/75">{formatRelative(story.createdAt)}</span>
            </div>
            {isVideo ? (
              <button
                type="button"
                className={iconButton}
                aria-label={muted ? t.unmute : t.mute}
                onClick={() => setMuted((m) => !m)}
              >
                {muted ? (
                  <VolumeX aria-hidden="true" className="size-5" />
                ) : (
                  <Volume2 aria-hidden="true" className="size-5" />
                )}
              </button>
            ) : null}
            <button
              type="button"
              className={iconButton}
              aria-label={pausedByUser ? t.play : t.pause}
              aria-pressed={pausedByUser}
              onClick={() => setPausedByUser((p) => !p)}
            >
              {pausedByUser ? (
                <Play aria-hidden="true" className="size-5" />
              ) : (
                <Pause aria-hidden="true" className="size-5" />
              )}
            </button>
            <DialogClose className={iconButton} aria-label={t.close}>
              <X aria-hidden="true" className="size-6" />
            </DialogClose>
          </div>
        </div>

        <div className="relative mt-auto grid gap-2 bg-gradient-to-t from-black/75 to-transparent px-3 pt-10 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          {story.isRepost && story.originalAuthorName ? (
            <p className="text-xs text-white/80">{t.repostOf(story.originalAuthorName)}</p>
          ) : null}
          {story.title ? <p className="text-sm font-medium">{story.title}</p> : null}
          <ProductButton
            key={`products-${story.id}`}
            look="story"
            content={{ kind: 'story', id: story.id, owner: { ...story.author, isMine: story.isMine } }}
            item={story}
            onOpenChange={(open) => setShoppingIn(open ? story.id : null)}
            className="justify-self-start"
          />
          <ModerationBanner
            moderation={story.moderation}
            target={{ kind: 'story', id: story.id }}
            overViewer
            onBusy={setBusy}
            className="bg-black/60 text-white backdrop-blur-sm [&_.text-fg-muted]:text-white/80"
          />
          <StoryActions key={story.id} story={story} onChange={patch} onBusy={setBusy} onRemoved={onClose} />
        </div>
      </div>
      <button type="button" aria-label={t.next} onClick={next} className={cn(iconButton, 'hidden bg-white/10 sm:grid')}>
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </ViewerDialog>
  );
}
