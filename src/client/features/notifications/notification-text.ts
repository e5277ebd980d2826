import type { Notification } from '@shared/notifications';
import { ptBR } from '@shared/i18n/pt-BR';

/** 'Ana curtiu sua publicação' and the like. */
export function notificationSentence(n: Pick<Notification, 'type' | 'actor'>): string {
  return `${n.actor.name} ${ptBR.notificationsPage[n.type]}`;
}
