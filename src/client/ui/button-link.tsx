import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@client/lib/cn';
import { buttonVariants, type ButtonProps } from './button';

type ButtonLinkProps = ComponentProps<typeof Link> &
  Pick<ButtonProps, 'variant' | 'size'> & {
    /** Drawn before the words (or alone, with an aria-label). */
    icon?: LucideIcon;
  };

/** A link that looks like a button: a way to another page, drawn as the action it leads to. */
export function ButtonLink({ variant, size, icon: Icon, className, children, ...link }: ButtonLinkProps) {
  return (
    <Link className={cn(buttonVariants({ variant, size }), className)} {...link}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </Link>
  );
}
