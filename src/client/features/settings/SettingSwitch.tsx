import { useId } from 'react';
import { Switch } from '@client/ui/switch';

interface SettingSwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** One on/off choice as a row: label and hint on the left, the switch on the right. */
export function SettingSwitch({ label, hint, checked, onCheckedChange, disabled }: SettingSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-4 px-4 py-3.5">
      <div className="grid flex-1 gap-0.5">
        <label htmlFor={id} className="cursor-pointer font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-dica`} className="text-sm text-fg-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-dica` : undefined}
      />
    </div>
  );
}

export function SettingsListSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-busy="true" className="divide-y divide-border">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4">
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-40 animate-pulse rounded bg-fg/10" />
            <div className="h-3 w-64 max-w-full animate-pulse rounded bg-fg/10" />
          </div>
          <div className="h-6 w-11 animate-pulse rounded-full bg-fg/10" />
        </div>
      ))}
    </div>
  );
}
