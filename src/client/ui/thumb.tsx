import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/**
 * The square sizes pictures come in, in CSS pixels, with the Tailwind class of the same size: the
 * width and height attributes and the drawn size come from one number and cannot drift apart.
 */
const SIZE_CLASS = {
  32: 'size-8',
  36: 'size-9',
  40: 'size-10',
  44: 'size-11',
  48: 'size-12',
  56: 'size-14',
  68: 'size-17',
} as const;

export type ThumbSize = keyof typeof SIZE_CLASS;

type ThumbProps = Omit<ComponentProps<'img'>, 'width' | 'height' | 'alt'> & {
  size: ThumbSize;
  /** Required on purpose: '' beside a name that already says who or what it is, words otherwise. */
  alt: string;
};

/**
 * A small square picture (an avatar, a logo, a product or post thumbnail). Its width and height
 * hold its place before the file arrives, so the row around it does not move, and the muted
 * background shows while it loads. `className` gives the shape and anything particular to one place;
 * a background given there replaces the muted one.
 */
export function Thumb({ size, alt, className, ...props }: ThumbProps) {
  return (
    <img
      alt={alt}
      width={size}
      height={size}
      className={cn(SIZE_CLASS[size], 'bg-surface-muted object-cover', className)}
      {...props}
    />
  );
}

/**
 * A member's round picture beside their name. The name says who it is, so by default the picture
 * is decorative (empty alt); pass `alt` where it stands alone.
 */
export function Avatar({ alt = '', className, ...props }: Omit<ThumbProps, 'alt'> & { alt?: string }) {
  return <Thumb alt={alt} className={cn('rounded-full', className)} {...props} />;
}
