import type { StockTone } from '@shared/store-rules';
import { cn } from '@client/lib/cn';

const toneClass = {
  green: 'bg-success/10 text-success',
  yellow: 'bg-warning/10 text-warning',
  red: 'bg-destructive/10 text-destructive',
} as const;

/** The spec's stock line beside the quantity ('{n} em estoque!' …), in its colour; nothing when stock is not managed. */
export function StockNote({ stock }: { stock: { tone: StockTone; text: string } | null }) {
  if (!stock) return null;
  return (
    <p aria-live="polite" className={cn('rounded-lg px-3 py-1.5 text-sm font-semibold', toneClass[stock.tone])}>
      {stock.text}
    </p>
  );
}
