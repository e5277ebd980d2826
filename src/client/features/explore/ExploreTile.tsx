import { CircleFadingPlus, Clapperboard, Heart, MessageCircle, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ExploreItem } from '@shared/explore';
import { formatThousands } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import type { MediaView } from '@shared/posts';
import type { Story } from '@shared/stories';
import { VerifiedBadge } from '@client/ui/verified-badge';

const t = ptBR.explore;
/** Explore's counts: thousands with no decimals ('12 mil'). */
const count = (n: number) => formatThousands(n, 0);

function Thumb({ media, ratio, alt }: { media: MediaView; ratio: number; alt: string }) {
  return (
    <div className="relative overflow-hidden bg-surface-muted" style={{ aspectRatio: String(ratio) }}>
      <img
        src={media.src}
        srcSet={media.srcSet || undefined}
        sizes="(min-width: 1024px) 240px, 50vw"
        alt={alt}
        loading="lazy"
        className="absolute inset-0 size-full object-cover"
        style={{ backgroundImage: `url("${media.placeholder}")`, backgroundSize: 'cover' }}
      />
    </div>
  );
}

function Overlay({
  kind,
  icon,
  likes,
  comments,
  name,
  verified = false,
}: {
  kind: string;
  icon: ReactNode;
  likes: number;
  comments?: number;
  name: string;
  verified?: boolean;
}) {
  return (
    <>
      <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/50 px-2 py-0.5 text-[0.7rem] font-semibold text-white backdrop-blur">
        {icon}
        {kind}
      </span>
      <span className="absolute inset-x-0 bottom-0 grid gap-0.5 bg-gradient-to-t from-black/75 to-transparent px-2.5 pt-8 pb-2 text-left text-white">
        <span className="flex min-w-0 items-center gap-1 text-xs font-semibold">
          <span className="truncate">{name}</span>
          {verified ? <VerifiedBadge className="size-3.5 shrink-0" /> : null}
        </span>
        <span className="flex items-center gap-3 text-xs font-medium">
          <span className="inline-flex items-center gap-1" aria-label={t.likes(count(likes))}>
            <Heart aria-hidden="true" className="size-3.5 fill-current" />
            <span aria-hidden="true">{count(likes)}</span>
          </span>
          {comments !== undefined ? (
            <span className="inline-flex items-center gap-1" aria-label={t.comments(count(comments))}>
              <MessageCircle aria-hidden="true" className="size-3.5" />
              <span aria-hidden="true">{count(comments)}</span>
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
}

const tileClass =
  'relative block overflow-hidden rounded-2xl shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const clampRatio = (m: MediaView) => Math.min(1.4, Math.max(0.7, m.width && m.height ? m.width / m.height : 1));

/** One tile of explore's grid: a post, a reel or a story, with its numbers. */
export function ExploreTile({ item, onOpenStory }: { item: ExploreItem; onOpenStory: (story: Story) => void }) {
  if (item.kind === 'post') {
    const { post } = item;
    if (!post.media) return null;
    return (
      <Link to={`/post/${post.id}`} className={tileClass} data-kind="post">
        <Thumb
          media={post.media}
          ratio={clampRatio(post.media)}
          alt={post.media.alt ?? ptBR.posts.mediaAlt(post.author.name)}
        />
        <Overlay
          kind={t.post}
          icon={null}
          likes={post.stats.likes}
          comments={post.stats.comments}
          name={post.author.name}
          verified={post.author.verified}
        />
      </Link>
    );
  }
  if (item.kind === 'reel') {
    const { reel } = item;
    return (
      <Link to={`/reels?reel=${encodeURIComponent(reel.id)}`} className={tileClass} data-kind="reel">
        <Thumb media={reel.media} ratio={9 / 16} alt={reel.media.alt ?? reel.description} />
        <Play
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 size-10 -translate-1/2 fill-white/90 text-white/90 drop-shadow"
        />
        <Overlay
          kind={t.reel}
          icon={<Clapperboard aria-hidden="true" className="size-3" />}
          likes={reel.likes}
          comments={reel.comments}
          name={reel.author.name}
          verified={reel.author.verified}
        />
      </Link>
    );
  }
  const { story } = item;
  return (
    <button type="button" onClick={() => onOpenStory(story)} className={`${tileClass} w-full`} data-kind="story">
      <span className="sr-only">{ptBR.stories.openPrefix}</span>
      <Thumb media={story.media} ratio={9 / 16} alt="" />
      <Overlay
        kind={t.story}
        icon={<CircleFadingPlus aria-hidden="true" className="size-3" />}
        likes={story.stats.likes}
        name={story.author.name}
        verified={story.author.verified}
      />
    </button>
  );
}
