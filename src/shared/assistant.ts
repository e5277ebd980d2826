import { ptBR } from './i18n/pt-BR';
import { keywordsScore, wordsOf } from './assistant-match';
import { bestDataIntent, dataIntentChips, type DataIntent } from './assistant-intents';
import { assistantRules, type AssistantRule, type TopicId } from './assistant-rules';

export { normalizeText } from './assistant-match';
export { assistantRules, type AssistantRule, type TopicId } from './assistant-rules';
export type { DataIntent } from './assistant-intents';

const b = ptBR.brandBot;
const s = ptBR.assistantStore;

/** Timings of spec sections 4 and 9, in milliseconds. */
export const ASSISTANT_TIMINGS = {
  replyDelay: 1000,
  authAutoOpen: 2000,
  authAutoClose: 5000,
  bubble: 7000,
  nudgeInterval: 30 * 60 * 1000,
} as const;

export type ReplyTopic = TopicId | DataIntent;

export interface AssistantReply {
  topic: ReplyTopic;
  text: string;
  link?: { to: string; label: string };
  chips: { topic: ReplyTopic; label: string }[];
}

/** The server's answer to a question about the member's own data (its schema: assistantAnswerSchema). */
export interface AssistantAnswer {
  reply: AssistantReply;
}

/** What a message asks: a question answered from data, a rule's topic, or nothing BrandBot knows. */
export type Classification =
  { kind: 'data'; intent: DataIntent } | { kind: 'rule'; rule: AssistantRule } | { kind: 'fallback' };

/** The best match among the rules and the data intents; data intents win ties. */
export function classify(message: string): Classification {
  const words = wordsOf(message);
  let best: AssistantRule | undefined;
  let bestScore = 0;
  for (const rule of assistantRules) {
    const score = keywordsScore(rule.keywords, words);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  const data = bestDataIntent(words);
  if (data && data.score >= bestScore) return { kind: 'data', intent: data.intent };
  return best ? { kind: 'rule', rule: best } : { kind: 'fallback' };
}

const fallbackChips = ['post', 'store', 'withdrawal', 'ads', 'security'] as const;

function reply(topic: TopicId, link: AssistantRule['link'], chips: readonly TopicId[]): AssistantReply {
  return {
    topic,
    text: b.answers[topic],
    ...(link ? { link } : {}),
    chips: chips.map((t) => ({ topic: t, label: b.chips[t as keyof typeof b.chips] })),
  };
}

/** A data question asked by someone not signed in: what holds for everyone, and how to learn more. */
export function generalDataReply(intent: DataIntent): AssistantReply {
  const text = { orders: s.anonymousOrders, delivery: s.anonymousDelivery, returns: s.anonymousReturns }[intent];
  return { topic: intent, text, chips: dataIntentChips(intent) };
}

/**
 * The answer BrandBot can give on its own: a rule's text, the general answer to a data question
 * (a member's own answer comes from the server), or the fallback that suggests topics.
 */
export function answerFor(message: string): AssistantReply {
  const match = classify(message);
  if (match.kind === 'data') return generalDataReply(match.intent);
  if (match.kind === 'rule') return reply(match.rule.topic, match.rule.link, match.rule.chips);
  return reply('fallback', undefined, fallbackChips);
}

/** The proactive tips, one every 30 minutes, taking turns. */
export function nudgeAt(index: number): string {
  const tips = b.nudges;
  return tips[((index % tips.length) + tips.length) % tips.length]!;
}
