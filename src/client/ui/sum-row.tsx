import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { formatMoney } from '@shared/store-rules';

interface SumRowProps {
  label: ReactNode;
  value: ReactNode;
  valueClassName?: string;
  /** The row that closes the sum: its label as strong as its amount. */
  total?: boolean;
  className?: string;
}

/** One line of a sum in a `<dl>` (a subtotal, the freight, the total): the label left, the amount right. */
export function SumRow({ label, value, valueClassName, total = false, className }: SumRowProps) {
  return (
    <div className={cn('flex justify-between', className)}>
      <dt className={total ? undefined : 'text-fg-muted'}>{label}</dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  );
}

/** The row that closes a sum: its label and the amount in the given currency, in even-width figures. */
export function TotalRow(props: { label: ReactNode; cents: number; currency: string; className: string }) {
  return (
    <SumRow
      total
      className={props.className}
      label={props.label}
      value={formatMoney(props.cents, props.currency)}
      valueClassName="tabular-nums"
    />
  );
}
