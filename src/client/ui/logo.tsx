import { useId } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { cn } from '@client/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  // The mark can appear twice on a page (top bar and menu sheet); gradient ids must stay unique.
  const gradientId = `logo-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="0.55" stopColor="#db2777" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path
        d="M22 16h13a9 9 0 0 1 5.6 16A10 10 0 0 1 36 48H22z"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path d="M22 32h14" stroke="#fff" strokeWidth="6" />
    </svg>
  );
}

interface LogoProps {
  className?: string;
  wordmarkClassName?: string;
  /** 'light' for use on top of the brand gradient itself. */
  tone?: 'gradient' | 'light';
}

/** The mark and the wordmark; the wordmark doubles as the accessible name. */
export function Logo({ className, wordmarkClassName, tone = 'gradient' }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          tone === 'gradient' ? 'text-brand-gradient' : 'text-white',
          wordmarkClassName,
        )}
      >
        {ptBR.app.name}
      </span>
    </span>
  );
}
