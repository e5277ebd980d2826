import { useCallback } from 'react';
import { assistantPaths } from '@shared/api-paths';
import { answerFor, classify, type AssistantAnswer, type AssistantReply } from '@shared/assistant';
import { ptBR } from '@shared/i18n/pt-BR';
import { useMember } from '@client/features/auth/use-session';
import { api } from '@client/lib/api';

const s = ptBR.assistantStore;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * How BrandBot finds its answer: questions about orders, delivery and returns go to the server,
 * which reads the member's own orders and the store's rules; the rest (and anyone not signed in,
 * as on /auth) is answered here by the rules.
 */
export function useAssistantReply(): (message: string) => Promise<AssistantReply> {
  const signedIn = useMember() !== null;

  return useCallback(
    async (message: string) => {
      const local = answerFor(message);
      if (!signedIn || classify(message).kind !== 'data') return local;
      try {
        const tz = browserTimeZone();
        const { reply } = await api.post<AssistantAnswer>(assistantPaths.reply, {
          message,
          ...(tz ? { timeZone: tz } : {}),
        });
        return reply;
      } catch {
        return { ...local, text: s.unavailable, link: { to: '/orders', label: s.ordersLink } };
      }
    },
    [signedIn],
  );
}
