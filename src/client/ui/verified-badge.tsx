import { BadgeCheck } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';

/** The blue check beside a verified brand's name, announced as an image to screen readers. */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <BadgeCheck
      role="img"
      aria-label={ptBR.common.verified}
      className={cn('size-4 shrink-0 fill-primary text-white', className)}
    />
  );
}
