import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items of a long list on its first paint, and every item right after, in a
 * transition that React renders in short slices. The first screen (and its largest picture) paints
 * without waiting for what is below the fold, and rendering the rest never blocks input for long.
 */
export function useFirstPaintSlice<T>(items: T[], first: number): { visible: T[]; complete: boolean } {
  const [expanded, setExpanded] = useState(false);
  const complete = expanded || items.length <= first;
  useEffect(() => {
    if (!complete) startTransition(() => setExpanded(true));
  }, [complete]);
  return { visible: complete ? items : items.slice(0, first), complete };
}
