import { Copy, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { usePageTitle } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { useMember } from '@client/features/auth/use-session';
import { SegmentBadge } from '@client/features/catalog/SegmentBadge';
import { InfinitePosts } from '@client/features/posts/InfinitePosts';
import { Highlights } from '@client/features/stories/Highlights';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { BrandSummary } from '@client/ui/brand-summary';
import { LoadMore } from '@client/ui/load-more';
import { PanelTabs } from '@client/ui/panel-tabs';
import { toast } from '@client/ui/use-toast';
import { InsightsPanel } from './InsightsPanel';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePosts } from './ProfilePosts';
import {
  useFollowedBrandsQuery,
  useFollowedSegmentsQuery,
  useMemberPostsQuery,
  useSavedPostsQuery,
} from './use-profile';
import { ButtonLink } from '@client/ui/button-link';

const t = ptBR.profile;
const tabs = ['posts', 'segments', 'brands', 'saved', 'insights'] as const;
type Tab = (typeof tabs)[number];

function Empty({ text, to, action }: { text: string; to?: string; action?: string }) {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <p className="text-sm text-fg-muted">{text}</p>
      {to && action ? (
        <ButtonLink to={to} variant="outline" size="sm">
          {action}
        </ButtonLink>
      ) : null}
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-2" aria-hidden="true">
      <Skeleton className="h-16 w-full rounded-2xl" />
      <Skeleton className="h-16 w-full rounded-2xl" />
    </div>
  );
}

function SegmentsTab() {
  const query = useFollowedSegmentsQuery();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Empty text={t.noSegments} to="/segments" action={t.exploreSegments} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {query.data.map((s) => (
        <li key={s.id}>
          <Link
            to={`/segment/${s.id}`}
            className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 transition-colors hover:bg-surface-muted"
          >
            <SegmentBadge segment={s} />
            <span className="truncate font-medium">{s.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function BrandsTab() {
  const query = useFollowedBrandsQuery();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const brands = query.data.pages.flatMap((p) => p.brands);
  if (brands.length === 0) return <Empty text={t.noBrands} to="/brands" action={t.exploreBrands} />;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        {brands.map((b) => (
          <li key={b.id}>
            <Card className="flex items-center gap-3 p-3">
              <BrandSummary brand={b} />
            </Card>
          </li>
        ))}
      </ul>
      <LoadMore list={query} size="sm" className="w-fit justify-self-center" />
    </div>
  );
}

function PostsTab({ memberId }: { memberId: string }) {
  const query = useMemberPostsQuery(memberId);
  return (
    <ProfilePosts
      query={query}
      empty={<Empty text={t.noPostsMine} to="/create?type=post" action={ptBR.nav.newPost} />}
    />
  );
}

function SavedTab() {
  const query = useSavedPostsQuery();
  return <InfinitePosts query={query} label={t.tabs.saved} empty={<Empty text={t.noSaved} />} />;
}

function ReferralCode({ code }: { code: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: t.copied, description: code, variant: 'success' });
    } catch {
      toast({ title: ptBR.common.error, description: t.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl border border-dashed border-primary/40 bg-primary/6 px-4 py-3">
      <div className="grid">
        <span className="text-xs text-fg-muted">{t.referralCode}</span>
        <span className="font-mono text-lg font-bold tracking-wider">{code}</span>
      </div>
      <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={t.copyReferral}>
        <Copy aria-hidden="true" />
        {t.copy}
      </Button>
    </div>
  );
}

/** /profile: the member's own header, referral code and the five tabs of the spec. */
export function ProfilePage() {
  usePageTitle(ptBR.pages.profile);
  const member = useMember();
  const [params, setParams] = useSearchParams();
  const current = (tabs as readonly string[]).includes(params.get('aba') ?? '') ? (params.get('aba') as Tab) : 'posts';
  if (!member) return null;
  const panels: Record<Tab, ReactNode> = {
    posts: <PostsTab memberId={member.id} />,
    segments: <SegmentsTab />,
    brands: <BrandsTab />,
    saved: <SavedTab />,
    insights: <InsightsPanel />,
  };

  return (
    <div className="grid gap-4">
      <ProfileHeader
        member={member}
        isMe
        lists
        actions={
          <div className="flex gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
            <ButtonLink to="/orders" variant="outline" size="sm" icon={Package}>
              {ptBR.pages.orders}
            </ButtonLink>
            <ButtonLink to="/settings/profile" variant="outline" size="sm">
              {ptBR.pages.settingsProfile}
            </ButtonLink>
          </div>
        }
      >
        <ReferralCode code={member.referralCode} />
      </ProfileHeader>
      <Highlights memberId={member.id} editable />

      <PanelTabs
        tabs={tabs.map((tab) => ({ value: tab, label: t.tabs[tab], panel: panels[tab] }))}
        look="brand"
        label={t.tabsLabel}
        value={current}
        onValueChange={(v) => setParams(v === 'posts' ? {} : { aba: v }, { replace: true })}
        className="grid gap-4"
      />
    </div>
  );
}
