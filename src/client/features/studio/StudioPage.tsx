import { Building2, ChevronRight, MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { MyInvitation } from '@shared/teams';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage } from '@client/lib/api';
import { BusyButton } from '@client/ui/busy-button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { PageHeader } from '@client/ui/page-header';
import { QueryError } from '@client/ui/query-error';
import { SkeletonStack } from '@client/ui/skeleton-stack';
import { toast } from '@client/ui/use-toast';
import { VerifiedBadge } from '@client/ui/verified-badge';
import { useAnswerInvitation, useMyInvitations, useStudioBrands } from './use-studio';

const t = ptBR.studio;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short' });

function BrandLogo({ src }: { src: string }) {
  return <img src={src} alt="" width={40} height={40} className="size-10 shrink-0 rounded-xl object-cover" />;
}

function InvitationRow({ invitation }: { invitation: MyInvitation }) {
  const answer = useAnswerInvitation();
  const reply = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { id: invitation.id, answer: choice },
      {
        onSuccess: () => toast({ title: choice === 'accept' ? t.accepted : t.declined, variant: 'success' }),
        onError: (error) =>
          toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  const busy = answer.isPending ? answer.variables.answer : null;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
      <BrandLogo src={invitation.brand.logoUrl} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-center gap-1.5 font-medium">
          <span className="truncate">{invitation.brand.name}</span>
          {invitation.brand.verified ? <VerifiedBadge /> : null}
        </span>
        <span className="text-sm text-fg-muted">
          {t.invitedAs(t.roles[invitation.role])} · {t.expires(dateFormat.format(new Date(invitation.expiresAt)))}
        </span>
      </div>
      <div className="ml-auto flex gap-2">
        <BusyButton
          size="sm"
          variant="outline"
          busy={busy === 'decline'}
          disabled={busy !== null}
          onClick={() => reply('decline')}
        >
          {t.decline}
        </BusyButton>
        <BusyButton size="sm" busy={busy === 'accept'} disabled={busy !== null} onClick={() => reply('accept')}>
          {t.accept}
        </BusyButton>
      </div>
    </li>
  );
}

/** /studio: the brands the member works for, with their role, and the invitations waiting for an answer. */
export function StudioPage() {
  const brands = useStudioBrands();
  const invitations = useMyInvitations();
  const pending = invitations.data?.invitations ?? [];

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="grid gap-4">
        {pending.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle>{t.invitations}</CardTitle>
            </CardHeader>
            <ul aria-label={t.invitations} className="divide-y divide-border">
              {pending.map((inv) => (
                <InvitationRow key={inv.id} invitation={inv} />
              ))}
            </ul>
          </Card>
        ) : null}
        {invitations.isError ? (
          <Card className="p-4">
            <QueryError error={invitations.error} onRetry={() => void invitations.refetch()} />
          </Card>
        ) : null}
        {brands.isError ? (
          <Card className="p-4">
            <QueryError error={brands.error} onRetry={() => void brands.refetch()} />
          </Card>
        ) : brands.isPending ? (
          <SkeletonStack blocks={['h-12', 'h-16', 'h-16']} />
        ) : brands.data.brands.length === 0 ? (
          <EmptyState icon={pending.length > 0 ? MailOpen : Building2} title={t.noBrands} />
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>{t.myBrands}</CardTitle>
            </CardHeader>
            <CardContent className="p-0">
              <ul aria-label={t.myBrands} className="divide-y divide-border">
                {brands.data.brands.map((b) => (
                  <li key={b.id}>
                    <Link
                      to={`/studio/${encodeURIComponent(b.id)}`}
                      className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-surface-muted sm:px-5"
                    >
                      <BrandLogo src={b.logoUrl} />
                      <span className="grid min-w-0 flex-1 gap-0.5">
                        <span className="flex items-center gap-1.5 font-medium">
                          <span className="truncate">{b.name}</span>
                          {b.verified ? <VerifiedBadge /> : null}
                        </span>
                        <span className="text-sm text-fg-muted">{t.roles[b.role]}</span>
                      </span>
                      <ChevronRight aria-hidden="true" className="size-4 text-fg-muted" />
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </div>
    </>
  );
}
