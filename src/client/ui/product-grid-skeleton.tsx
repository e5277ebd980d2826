/**
 * A grid of product cards still loading. The shop's own editor asks for `busy` (a live region), the
 * store's grid stays hidden from screen readers and draws the add-to-cart button too.
 */
export function ProductGridSkeleton({
  count,
  busy = false,
  withAction = false,
}: {
  count: number;
  busy?: boolean;
  withAction?: boolean;
}) {
  return (
    <div
      aria-busy={busy ? 'true' : undefined}
      aria-hidden={busy ? undefined : 'true'}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3"
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-border bg-surface">
          <div className="aspect-square animate-pulse bg-fg/10" />
          <div className="grid gap-2 p-3">
            <div className="h-4 w-3/4 animate-pulse rounded bg-fg/10" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-fg/10" />
            {withAction ? <div className="mt-2 h-8 animate-pulse rounded-xl bg-fg/10" /> : null}
          </div>
        </div>
      ))}
    </div>
  );
}
