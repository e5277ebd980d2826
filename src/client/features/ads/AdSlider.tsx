import { Slider } from 'radix-ui';
import { useId } from 'react';

interface AdSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as shown beside the label and read by screen readers. */
  display: string;
  onChange: (value: number) => void;
}

export function AdSlider({ label, value, min, max, step, display, onChange }: AdSliderProps) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <span id={id} className="text-sm font-medium">
          {label}
        </span>
        <span className="font-bold text-accent-fg tabular-nums">{display}</span>
      </div>
      <Slider.Root
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([v]) => v !== undefined && onChange(v)}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-fg/15">
          <Slider.Range className="absolute h-full bg-brand-gradient" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={id}
          aria-valuetext={display}
          className="block size-6 rounded-full border-2 border-primary bg-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      </Slider.Root>
    </div>
  );
}
