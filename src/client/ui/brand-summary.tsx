import { VerifiedBadge } from './verified-badge';

/** A brand's logo, name with its badge, and category, as one row's content in a list. */
export function BrandSummary({
  brand,
}: {
  brand: { logoUrl: string; name: string; verified: boolean; category: string };
}) {
  return (
    <>
      <img src={brand.logoUrl} alt="" width={44} height={44} className="size-11 shrink-0 rounded-xl" />
      <span className="grid min-w-0">
        <span className="flex items-center gap-1 font-semibold">
          <span className="truncate">{brand.name}</span>
          {brand.verified ? <VerifiedBadge /> : null}
        </span>
        <span className="truncate text-xs text-fg-muted">{brand.category}</span>
      </span>
    </>
  );
}
