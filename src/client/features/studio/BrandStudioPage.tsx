import { MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { teamCan } from '@shared/brand-roles';
import type { TeamInvitation, TeamPage } from '@shared/teams';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage } from '@client/lib/api';
import { BackLink } from '@client/ui/back-link';
import { Button } from '@client/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/ui/card';
import { PageHeader } from '@client/ui/page-header';
import { QueryView } from '@client/ui/query-view';
import { SkeletonStack } from '@client/ui/skeleton-stack';
import { toast } from '@client/ui/use-toast';
import { VerifiedBadge } from '@client/ui/verified-badge';
import { useMember } from '@client/features/auth/use-session';
import { BrandBlocksPanel } from '@client/features/safety/BrandBlocksPanel';
import { InviteForm } from './InviteForm';
import { StudioProducts } from './StudioProducts';
import { StudioOrders } from './StudioOrders';
import { StudioInsights } from './StudioInsights';
import { TeamMemberRow } from './TeamMemberRow';
import { useRevokeInvitation, useTeam } from './use-studio';

const t = ptBR.studio;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short' });

function PendingRow({ brandId, invitation, manage }: { brandId: string; invitation: TeamInvitation; manage: boolean }) {
  const revoke = useRevokeInvitation(brandId);
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">{invitation.email}</span>
        <span className="text-sm text-fg-muted">
          {t.roles[invitation.role]} · {t.expires(dateFormat.format(new Date(invitation.expiresAt)))}
        </span>
      </div>
      {manage ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${t.revoke}: ${invitation.email}`}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(invitation.id, {
              onSuccess: () => toast({ title: t.revoked, variant: 'success' }),
              onError: (error) =>
                toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' }),
            })
          }
        >
          <MailX aria-hidden="true" />
          {t.revoke}
        </Button>
      ) : null}
    </li>
  );
}

function TeamSection({ page }: { page: TeamPage }) {
  const me = useMember();
  const navigate = useNavigate();
  const brandId = page.brand.id;
  const manage = teamCan(page.brand.role, 'manageTeam');
  return (
    <Card aria-labelledby="team-title">
      <CardHeader>
        <CardTitle id="team-title">{t.team}</CardTitle>
      </CardHeader>
      <ul aria-label={t.team} className="divide-y divide-border">
        {page.members.map((m) => (
          <TeamMemberRow
            key={m.id}
            brandId={brandId}
            member={m}
            isMe={m.id === me?.id}
            manage={manage}
            onLeft={() => void navigate('/studio', { replace: true })}
          />
        ))}
      </ul>
      {page.invitations.length > 0 ? (
        <>
          <h3 className="px-4 pt-4 text-sm font-semibold sm:px-5">{t.pending}</h3>
          <ul aria-label={t.pending} className="divide-y divide-border">
            {page.invitations.map((inv) => (
              <PendingRow key={inv.id} brandId={brandId} invitation={inv} manage={manage} />
            ))}
          </ul>
        </>
      ) : null}
      {manage ? (
        <CardContent className="border-t border-border">
          <h3 className="mb-3 text-sm font-semibold">{t.inviteTitle}</h3>
          <InviteForm brandId={brandId} />
        </CardContent>
      ) : null}
    </Card>
  );
}

/** /studio/:brandId: a brand's studio, for its team only (anyone else gets the 404 page it is given). */
export function BrandStudioPage({ notFound }: { notFound: ReactNode }) {
  const { brandId = '' } = useParams();
  const team = useTeam(brandId);
  return (
    <QueryView query={team} loading={<SkeletonStack blocks={['h-16', 'h-64']} />} notFound={notFound}>
      {(page) => (
        <>
          <PageHeader
            title={page.brand.name}
            before={<BackLink to="/studio" label={t.back} />}
            description={
              <span className="flex items-center gap-2">
                <img
                  src={page.brand.logoUrl}
                  alt=""
                  width={32}
                  height={32}
                  className="size-8 rounded-lg object-cover"
                />
                {t.roles[page.brand.role]}
                {page.brand.verified ? <VerifiedBadge /> : null}
              </span>
            }
          />
          <TeamSection page={page} />
          <StudioProducts brandId={page.brand.id} role={page.brand.role} />
          <StudioOrders brand={page.brand} />
          <StudioInsights brandId={page.brand.id} />
          {/* A brand's blocks are kept by its owners and editors. */}
          {page.brand.role === 'owner' || page.brand.role === 'editor' ? (
            <BrandBlocksPanel brandId={page.brand.id} />
          ) : null}
        </>
      )}
    </QueryView>
  );
}
