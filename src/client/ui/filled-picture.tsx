import { cn } from '@client/lib/cn';

/** The renditions of an uploaded picture (or a video's poster) and its tiny blurred placeholder. */
interface Renditions {
  src: string;
  srcSet: string;
  placeholder: string;
}

/** The blurred placeholder behind a picture: it shows at once, and the picture paints over it. */
export function PlaceholderFill({ src, className }: { src: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('absolute inset-0 bg-cover bg-center', className)}
      style={{ backgroundImage: `url("${src}")` }}
    />
  );
}

interface FilledPictureProps {
  media: Renditions;
  /** Which rendition the browser takes: the width the picture is drawn at. */
  sizes: string;
  alt?: string;
  /** Loaded at once (the first screen's pictures); the others wait until they near the screen. */
  eager?: boolean;
  /** Classes of the placeholder (a blur that spills past the edges is scaled up to hide them). */
  blur?: string;
  /** False while only the placeholder should show (a reel far from the screen). */
  picture?: boolean;
  className?: string;
}

/** A picture filling its positioned box over its blurred placeholder. */
export function FilledPicture({
  media,
  sizes,
  alt = '',
  eager = false,
  blur,
  picture = true,
  className,
}: FilledPictureProps) {
  return (
    <>
      <PlaceholderFill src={media.placeholder} className={blur} />
      {picture ? (
        <img
          src={media.src}
          srcSet={media.srcSet}
          sizes={sizes}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={cn('absolute inset-0 size-full object-cover', className)}
        />
      ) : null}
    </>
  );
}
