import { cn } from '@client/lib/cn';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}

/** A labelled choice among a few filters (the console's lists): only the values offered come back. */
export function SelectField<T extends string>({ label, value, options, onChange, className }: SelectFieldProps<T>) {
  return (
    <label className={cn('grid gap-1.5 text-sm font-medium', className)}>
      {label}
      <select
        value={value}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className="h-11 rounded-xl border border-border bg-surface-strong/70 px-3 text-base text-fg sm:text-sm"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
