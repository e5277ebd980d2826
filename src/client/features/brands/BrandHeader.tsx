import { Check, Globe, Plus } from 'lucide-react';
import { ptBR } from '@shared/i18n/pt-BR';
import type { BrandPage } from '@shared/brands';
import { Button } from '@client/ui/button';
import { Cover } from '@client/ui/cover';
import { VerifiedBadge } from '@client/ui/verified-badge';
import { SafetyMenu } from '@client/features/safety/SafetyMenu';
import { useBrandFollow } from './use-brands';

const t = ptBR.brandsPage;

/** The website as a link text: its host and path, without the scheme. */
function websiteText(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
}

/** Only web addresses become links: anything else a brand typed stays out of an href. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** A brand page's header: cover, logo, name with its badge, followers, bio, website and the follow button. */
export function BrandHeader({ brand }: { brand: BrandPage['brand'] }) {
  // The follow state lives in the brand list's cache, shared with /brands and the right panel.
  const follow = useBrandFollow(brand.id);
  const following = follow.following;
  return (
    <header className="overflow-hidden rounded-2xl border border-border bg-surface">
      <Cover src={brand.coverUrl} width={640} height={240} className="aspect-[8/3]" />
      <div className="grid gap-3 px-4 pb-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="-mt-8 flex min-w-0 items-end gap-3">
            <img
              src={brand.logoUrl}
              alt={t.logoOf(brand.name)}
              width={72}
              height={72}
              className="size-18 shrink-0 rounded-2xl border-4 border-surface-strong bg-surface-strong shadow-md"
            />
            <div className="grid min-w-0 gap-0.5 pb-1">
              <h1 className="flex min-w-0 items-center gap-1 text-xl font-bold">
                <span className="truncate">{brand.name}</span>
                {brand.verified ? <VerifiedBadge className="size-5" /> : null}
              </h1>
              <p className="truncate text-sm text-fg-muted">
                {brand.category} · <span data-testid="brand-followers">{t.followers(brand.followersText)}</span>
              </p>
            </div>
          </div>
          <div className="flex items-center gap-1">
            <Button
              variant={following ? 'outline' : 'brand'}
              aria-pressed={following}
              onClick={follow.toggle}
              disabled={follow.pending}
              className="rounded-full"
            >
              {following ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {following ? t.following : t.follow}
            </Button>
            <SafetyMenu
              label={ptBR.safetyScreens.menuOf(brand.name)}
              className="size-10"
              target={{
                report: { kind: 'brand', id: brand.id },
                author: { kind: 'brand', id: brand.id, name: brand.name },
                mutedByMe: brand.mutedByMe,
              }}
            />
          </div>
        </div>
        {brand.bio ? <p className="text-sm whitespace-pre-line">{brand.bio}</p> : null}
        {brand.website && isWebUrl(brand.website) ? (
          <a
            href={brand.website}
            target="_blank"
            rel="noopener nofollow ugc"
            aria-label={ptBR.brandPage.websiteOf(brand.name)}
            className="inline-flex w-fit max-w-full items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{websiteText(brand.website)}</span>
          </a>
        ) : null}
      </div>
    </header>
  );
}
