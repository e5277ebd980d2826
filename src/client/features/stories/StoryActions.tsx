import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, Heart, Repeat2, Share2, Sparkles } from 'lucide-react';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type { Story } from '@shared/stories';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { shareStory } from './share-story';
import { useHighlightFromStoryMutation } from './use-highlights';
import { patchStripStory, useStoryActionMutation, type StoryAction } from './use-stories';

const p = ptBR.posts;
const t = ptBR.stories;

function Action({
  icon,
  count,
  label,
  active,
  ...props
}: ComponentProps<'button'> & { icon: ReactNode; count?: number; label: string; active?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold text-white transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-50 [&_svg]:size-6',
        active && 'text-rose-400',
      )}
      {...props}
    >
      {icon}
      {count !== undefined ? <span className="tabular-nums">{formatThousands(count, 1)}</span> : null}
    </button>
  );
}

interface StoryActionsProps {
  story: Story;
  /** The story as it should show now (optimistic, then the server's numbers). */
  onChange: (story: Story) => void;
  /** The viewer pauses while the share sheet or a request is open. */
  onBusy: (busy: boolean) => void;
}

const bump = (n: number, on: boolean) => Math.max(0, n + (on ? 1 : -1));

/** Like, share, repost and bookmark, as on posts; the author may also keep the story as a highlight. */
export function StoryActions({ story, onChange, onBusy }: StoryActionsProps) {
  const queryClient = useQueryClient();
  const mutation = useStoryActionMutation();
  const keep = useHighlightFromStoryMutation({ quiet: true });
  const { stats } = story;
  // Said inside the viewer rather than in a toast: a toast over the viewer would take its Esc,
  // and the modal hides the toast region from screen readers.
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const say = (text: string, error = false) => setSaid({ text, error });
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), 2500);
    return () => clearTimeout(timer);
  }, [said]);

  const apply = (next: Story) => {
    onChange(next);
    patchStripStory(queryClient, next.id, () => next);
  };

  const run = (
    action: StoryAction,
    on: boolean,
    optimistic: Story,
    settle: (reply: Record<string, unknown>) => Story,
  ) => {
    const before = story;
    apply(optimistic);
    mutation.mutate(
      { story, action, on },
      {
        onSuccess: (reply) => {
          apply(settle(reply as Record<string, unknown>));
          const text =
            action === 'like'
              ? on
                ? p.liked
                : p.unliked
              : action === 'bookmark'
                ? on
                  ? p.saved
                  : p.unsaved
                : action === 'repost'
                  ? p.reposted
                  : null;
          if (text) say(text);
        },
        onError: (error) => {
          apply(before);
          say(errorMessage(error), true);
        },
      },
    );
  };

  const like = () => {
    const on = !story.likedByMe;
    run('like', on, { ...story, likedByMe: on, stats: { ...stats, likes: bump(stats.likes, on) } }, (r) => ({
      ...story,
      likedByMe: on,
      stats: { ...stats, likes: Number(r.likes) },
    }));
  };
  const bookmark = () => {
    const on = !story.bookmarkedByMe;
    run(
      'bookmark',
      on,
      { ...story, bookmarkedByMe: on, stats: { ...stats, bookmarks: bump(stats.bookmarks, on) } },
      (r) => ({
        ...story,
        bookmarkedByMe: on,
        stats: { ...stats, bookmarks: Number(r.bookmarks) },
      }),
    );
  };
  const share = async () => {
    onBusy(true);
    const shared = await shareStory(story, (m) =>
      say(m.description ? `${m.title} ${m.description}` : m.title, m.error),
    );
    onBusy(false);
    if (shared)
      run('share', true, { ...story, sharedByMe: true }, (r) => ({
        ...story,
        sharedByMe: true,
        stats: { ...stats, shares: Number(r.shares) },
      }));
  };
  const repost = () =>
    run('repost', true, { ...story, repostedByMe: true, stats: { ...stats, reposts: stats.reposts + 1 } }, (r) => ({
      ...story,
      repostedByMe: true,
      stats: { ...stats, reposts: Number(r.reposts) },
    }));

  return (
    <div className="relative flex items-center gap-0.5">
      <p
        role="status"
        className={cn(
          'pointer-events-none absolute bottom-full left-1/2 mb-2 max-w-[90%] -translate-x-1/2 rounded-full px-3 py-1.5 text-center text-xs font-semibold shadow-lg',
          !said && 'sr-only',
          said?.error ? 'bg-destructive text-white' : 'bg-white/90 text-black',
        )}
      >
        {said?.text}
      </p>
      <Action
        icon={<Heart aria-hidden="true" className={cn(story.likedByMe && 'fill-current')} />}
        count={stats.likes}
        label={`${story.likedByMe ? p.unlike : p.like} (${t.likesCount(formatThousands(stats.likes, 1))})`}
        aria-pressed={story.likedByMe}
        active={story.likedByMe}
        onClick={like}
      />
      <Action
        icon={<Share2 aria-hidden="true" />}
        count={stats.shares}
        label={`${p.share} (${t.sharesCount(formatThousands(stats.shares, 1))})`}
        onClick={() => void share()}
      />
      <Action
        icon={<Repeat2 aria-hidden="true" />}
        count={stats.reposts}
        label={`${p.repost} (${t.repostsCount(formatThousands(stats.reposts, 1))})`}
        aria-pressed={story.repostedByMe}
        active={story.repostedByMe}
        disabled={story.isMine || story.repostedByMe || !story.reshareable}
        onClick={repost}
      />
      {story.isMine && !story.isRepost ? (
        <Action
          icon={<Sparkles aria-hidden="true" />}
          label={t.keepAsHighlight}
          disabled={keep.isPending}
          onClick={() =>
            keep.mutate(
              { storyId: story.id },
              {
                onSuccess: () => say(t.keptAsHighlight),
                onError: (error) => say(errorMessage(error), true),
              },
            )
          }
        />
      ) : null}
      <Action
        className="ml-auto"
        icon={<Bookmark aria-hidden="true" className={cn(story.bookmarkedByMe && 'fill-current')} />}
        label={story.bookmarkedByMe ? p.unbookmark : p.bookmark}
        aria-pressed={story.bookmarkedByMe}
        active={story.bookmarkedByMe}
        onClick={bookmark}
      />
    </div>
  );
}
