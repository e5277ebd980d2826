import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { formatRelative } from '@shared/format';
import { ptBR } from '@shared/i18n/pt-BR';
import { QueryError } from '@client/ui/query-error';
import { errorMessage } from '@client/lib/api';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { Spinner } from '@client/ui/spinner';
import { toast } from '@client/ui/use-toast';
import { useEndSessionMutation, useSessionsQuery } from './use-security';
import { LoadMore } from '@client/ui/load-more';

const t = ptBR.security;

export function SessionsCard() {
  const sessions = useSessionsQuery();
  const end = useEndSessionMutation();
  const items = sessions.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Card className="p-0">
      <div className="px-4 pt-4 sm:px-5">
        <h2 className="font-semibold">{t.sessions}</h2>
        <p className="text-sm text-fg-muted">{t.sessionsDescription}</p>
      </div>
      {sessions.isError ? (
        <QueryError className="p-4" error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : sessions.isPending ? (
        <div aria-busy="true" className="grid gap-3 p-4">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {items.map((s) => {
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
                        onError: (error) =>
                          toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' }),
                      })
                    }
                  >
                    {end.isPending && end.variables === s.id ? <Spinner /> : <LogOut aria-hidden="true" />}
                    {t.signOutSession}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore list={sessions} size="sm" frame="border-t border-border p-3 text-center" />
    </Card>
  );
}
