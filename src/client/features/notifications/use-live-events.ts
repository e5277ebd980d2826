import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationSentence } from '@shared/notification-text';
import { notificationPaths } from '@shared/api-paths';
import type { LiveEvent } from '@shared/notifications';
import { ptBR } from '@shared/i18n/pt-BR';
import { toast } from '@client/ui/use-toast';

import { notificationKeys } from './use-notifications';

/*
 * One EventSource per tab, however many components ask for live events: browsers allow six
 * HTTP/1.1 connections per host, and each stream holds one for as long as the tab is open.
 */
let source: EventSource | null = null;
let users = 0;

function handle(queryClient: QueryClient, event: LiveEvent) {
  queryClient.setQueryData(notificationKeys.unread(), { unread: event.unread });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  if (event.type === 'notification') {
    const n = event.notification;
    toast({ title: ptBR.common.notification, description: notificationSentence(n) });
  }
}

function open(queryClient: QueryClient) {
  let opened = false;
  const es = new EventSource(notificationPaths.events);
  es.onopen = () => {
    // After a reconnection, events sent while away are lost: catch up once.
    if (opened) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    opened = true;
  };
  es.onmessage = (message: MessageEvent<string>) => {
    try {
      handle(queryClient, JSON.parse(message.data) as LiveEvent);
    } catch {
      // A malformed event is skipped; the next load shows the truth.
    }
  };
  return es;
}

/** Keeps the tab's live stream open while any component using it is mounted. */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    users += 1;
    source ??= open(queryClient);
    return () => {
      users -= 1;
      if (users === 0) {
        source?.close();
        source = null;
      }
    };
  }, [queryClient]);
}
