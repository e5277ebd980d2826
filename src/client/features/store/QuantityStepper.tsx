import { Minus, Plus } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import { MAX_UNITS_PER_LINE } from '@shared/store-rules';
import { cn } from '@client/lib/cn';

interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** The highest value the plus button reaches. */
  max?: number;
  size?: 'sm' | 'md';
  label?: string;
  disabled?: boolean;
}

/** − n +, never below 1. */
export function QuantityStepper({
  value,
  onChange,
  max = MAX_UNITS_PER_LINE,
  size = 'md',
  label = ptBR.store.quantity,
  disabled,
}: QuantityStepperProps) {
  const box = size === 'sm' ? 'size-8' : 'size-10';
  const button = cn(
    box,
    'grid place-items-center rounded-lg text-fg transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40',
  );
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center rounded-xl border border-border bg-surface-strong"
    >
      <button
        type="button"
        className={button}
        aria-label={ptBR.store.decrease}
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={label}
        className={cn('min-w-8 text-center font-semibold tabular-nums', size === 'sm' ? 'text-sm' : 'text-base')}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={ptBR.store.increase}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
