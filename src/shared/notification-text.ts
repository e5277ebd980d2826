// What a notification says, apart from the schemas (zod): the live badge and its toasts need only this.
import { formatCount } from './format';
import { ptBR } from './i18n/pt-BR';
import type { Notification } from './notifications';

/**
 * What a notification row says, in two parts so the name can stand out: 'Ana' and ' e outras 12
 * pessoas curtiram sua publicação' ('Ana' and ' curtiu sua publicação' alone).
 */
export function notificationParts(n: Pick<Notification, 'type' | 'actor' | 'others'> & { text?: string | null }): {
  actor: string;
  rest: string;
} {
  // A brand's news about an order, the moderation's notices and a failed video's are written whole when
  // sent: no person did it.
  if (n.type === 'order' || n.type === 'report' || n.type === 'moderation' || n.type === 'media')
    return { actor: '', rest: n.text ?? '' };
  const t = ptBR.notificationsPage;
  const verb = t.verbs[n.type];
  const others = t.others(n.others, formatCount(n.others));
  return { actor: n.actor.name, rest: `${others} ${n.others > 0 ? verb.many : verb.one}` };
}

/** The whole sentence: 'Ana e outras 12 pessoas curtiram sua publicação'. */
export function notificationSentence(
  n: Pick<Notification, 'type' | 'actor' | 'others'> & { text?: string | null },
): string {
  const { actor, rest } = notificationParts(n);
  return `${actor}${rest}`;
}
