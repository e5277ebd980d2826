import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

type CoverProps = Omit<ComponentProps<'img'>, 'width' | 'height' | 'alt'> & {
  width: number;
  height: number;
  alt?: string;
};

/**
 * A wide picture across the top of a card or page, such as a brand's cover. The name under it says
 * what it is, so it is decorative by default. Width and height hold its place before the file
 * arrives; `className` gives the proportions it is drawn at.
 */
export function Cover({ alt = '', className, ...props }: CoverProps) {
  return <img alt={alt} className={cn('w-full bg-surface-muted object-cover', className)} {...props} />;
}
