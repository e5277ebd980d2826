import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { formatRelative } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { Button } from '@client/ui/button';
import { Spinner } from '@client/ui/spinner';
import { toast, toastError } from '@client/ui/use-toast';
import { useEndSessionMutation, useSessionsQuery } from './use-security';
import { ListCard } from '@client/ui/list-card';

const t = ptBR.security;

export function SessionsCard() {
  const sessions = useSessionsQuery();
  const end = useEndSessionMutation();

  return (
    <ListCard
      title={t.sessions}
      description={t.sessionsDescription}
      list={sessions}
      placeholders={{ count: 2, className: 'h-12' }}
    >
      {(s) => {
        const Icon = /iOS|Android/.test(s.device) ? Smartphone : Monitor;
        return (
          <li key={s.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
            <div className="grid min-w-0 flex-1">
              <span className="truncate font-medium">
                {s.device}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">
                    {t.thisDevice}
                  </span>
                ) : null}
              </span>
              <span className="truncate text-xs text-fg-muted">
                {[s.ip, t.lastSeen(formatRelative(s.lastSeenAt))].filter(Boolean).join(' · ')}
              </span>
            </div>
            {s.current ? null : (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t.signOutSessionOf(s.device)}
                disabled={end.isPending && end.variables === s.id}
                onClick={() =>
                  end.mutate(s.id, {
                    onSuccess: () => toast({ title: t.sessionEnded, variant: 'success' }),
                    onError: toastError,
                  })
                }
              >
                {end.isPending && end.variables === s.id ? <Spinner /> : <LogOut aria-hidden="true" />}
                {t.signOutSession}
              </Button>
            )}
          </li>
        );
      }}
    </ListCard>
  );
}
