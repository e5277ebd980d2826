import type { Kysely } from 'kysely';
import { answerFor, classify, type AssistantReply } from '../../../shared/assistant';
import { dataIntentChips, type DataIntent } from '../../../shared/assistant-intents';
import { formatBRL } from '../../../shared/format';
import { ptBR } from '../../../shared/i18n/pt-BR';
import type { Order } from '../../../shared/store';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { deliveryDayRange, FREE_PAC_FROM_CENTS } from '../../../shared/store-delivery';
import { listMemberOrders, MEMBER_HOLD_MS, PIX_WINDOW_MS } from '../store/orders.service';
import { STORE_POLICY } from './store-policy';

const s = ptBR.assistantStore;

export interface AssistantDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** How many of the member's orders an answer lists. */
export const ORDERS_IN_REPLY = 3;
/** Items listed per order before 'e mais N itens'. */
const ITEMS_PER_ORDER = 3;
const FALLBACK_ZONE = 'America/Sao_Paulo';

function zoneOrDefault(zone: string | null | undefined): string {
  if (!zone) return FALLBACK_ZONE;
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: zone });
    return zone;
  } catch {
    return FALLBACK_ZONE;
  }
}

const minutes = (ms: number) => Math.round(ms / 60_000);

/** One order as the chat shows it: number, status in pt-BR, date, items. */
function describeOrder(order: Order, now: number, timeZone: string): string {
  // A hold that lapsed before the sweep reached it is already expired for the buyer.
  const lapsed = order.status === 'pending' && Date.parse(order.expiresAt) <= now;
  const status = ptBR.store.statuses[lapsed ? 'expired' : order.status];
  const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone }).format(new Date(order.createdAt));
  const lines = [s.orderLine(order.number, status, date)];
  for (const item of order.items.slice(0, ITEMS_PER_ORDER)) {
    lines.push(s.itemLine(item.quantity, item.title, item.variantTitle || null));
  }
  if (order.items.length > ITEMS_PER_ORDER) lines.push(s.moreItems(order.items.length - ITEMS_PER_ORDER));
  if (order.status === 'pending' && !lapsed) {
    const time = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone }).format(new Date(order.expiresAt));
    lines.push(s.payUntil(time));
  }
  return lines.join('\n');
}

async function ordersReply(deps: AssistantDeps, memberId: string, timeZone?: string): Promise<AssistantReply> {
  const chips = dataIntentChips('orders');
  const { orders } = await listMemberOrders(deps, memberId, undefined);
  if (orders.length === 0) {
    return {
      topic: 'orders',
      text: `${s.noOrders} ${s.noOrdersHint}`,
      link: { to: '/store', label: s.storeLink },
      chips,
    };
  }
  const latest = orders.slice(0, ORDERS_IN_REPLY);
  const now = deps.clock.now();
  const text = [
    s.ordersIntro(latest.length),
    ...latest.map((o) => describeOrder(o, now, zoneOrDefault(timeZone))),
  ].join('\n\n');
  return { topic: 'orders', text, link: { to: '/orders', label: s.ordersLink }, chips };
}

function policyReply(intent: Exclude<DataIntent, 'orders'>): AssistantReply {
  const hold = minutes(MEMBER_HOLD_MS);
  const text =
    intent === 'delivery'
      ? s.delivery(
          formatBRL(FREE_PAC_FROM_CENTS),
          deliveryDayRange('pac'),
          deliveryDayRange('sedex'),
          STORE_POLICY.shipWithinBusinessDays,
          hold,
          minutes(PIX_WINDOW_MS),
        )
      : s.returns(hold, STORE_POLICY.returnWindowDays);
  return { topic: intent, text, link: { to: '/orders', label: s.ordersLink }, chips: dataIntentChips(intent) };
}

/**
 * BrandBot's answer to a member: their own latest orders, the store's delivery and return rules,
 * or, for anything else, the same rule-based answer the chat gives on its own.
 */
export async function replyTo(
  deps: AssistantDeps,
  memberId: string,
  message: string,
  timeZone?: string,
): Promise<AssistantReply> {
  const match = classify(message);
  if (match.kind !== 'data') return answerFor(message);
  if (match.intent === 'orders') return ordersReply(deps, memberId, timeZone);
  return policyReply(match.intent);
}
