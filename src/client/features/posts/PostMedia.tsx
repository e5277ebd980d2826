import { useEffect, useRef, useState, type ReactNode } from 'react';
import { POST_MEDIA_SIZES } from '@shared/first-load';
import type { MediaView } from '@shared/posts';
import { cn } from '@client/lib/cn';
import { FeedVideo } from './FeedVideo';
import { PlaceholderFill } from '@client/ui/filled-picture';

/** Between Instagram's 4:5 portrait and 1.91:1 landscape: tall pictures do not push the feed away. */
const MIN_RATIO = 4 / 5;
const MAX_RATIO = 1.91;

/** The ratio (width / height) of the frame a post's media fills. */
export function frameRatio(media: MediaView): number {
  const ratio = media.width && media.height ? media.width / media.height : 1;
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, ratio));
}

interface PostMediaProps {
  media: MediaView;
  alt: string;
  /** The first card of a list loads at once; the rest wait until they near the screen. */
  priority?: boolean;
  className?: string;
  /** Laid over the media, inside its frame (a post's product tags). */
  overlay?: ReactNode;
}

/**
 * A picture or a video in a frame of fixed aspect ratio (nothing jumps as it loads), with the blurred
 * placeholder underneath until the real picture has arrived.
 */
export function PostMedia({ media, alt, priority = false, className, overlay }: PostMediaProps) {
  const [loaded, setLoaded] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A picture from the cache may be complete before React attaches onLoad.
    if (img.current?.complete && img.current.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <div
      className={cn('relative overflow-hidden bg-surface-muted', className)}
      style={{ aspectRatio: String(frameRatio(media)) }}
    >
      <PlaceholderFill
        src={media.placeholder}
        className={cn('scale-110 blur-xl transition-opacity duration-500', loaded && 'opacity-0')}
      />
      {media.kind === 'video' && media.videoUrl ? (
        <FeedVideo media={media} alt={alt} onLoaded={() => setLoaded(true)} />
      ) : (
        <img
          ref={img}
          src={media.src}
          srcSet={media.srcSet}
          sizes={POST_MEDIA_SIZES}
          width={media.width}
          height={media.height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={() => setLoaded(true)}
          className={cn(
            'absolute inset-0 size-full object-cover',
            // The first picture shows as soon as it can: a fade would hold back the page's main content.
            !priority && 'transition-opacity duration-500',
            loaded || priority ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
      {overlay}
    </div>
  );
}
