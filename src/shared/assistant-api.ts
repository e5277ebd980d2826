import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { multilineText } from './text-rules';

const s = ptBR.assistantStore;

export const ASSISTANT_MESSAGE_MAX = 500;

/** What the chat sends: the member's message as typed. */
export const assistantAskSchema = z.object({
  message: multilineText(z.string({ error: s.messageRequired }).trim())
    .min(1, { error: s.messageRequired })
    .max(ASSISTANT_MESSAGE_MAX, { error: s.messageTooLong(ASSISTANT_MESSAGE_MAX) }),
  /** The browser's time zone, for the dates of orders; an unknown one falls back to Brasília's. */
  timeZone: z.string().max(64).optional(),
});
export type AssistantAsk = z.infer<typeof assistantAskSchema>;

export const assistantReplySchema = z.object({
  topic: z.string(),
  text: z.string(),
  link: z.object({ to: z.string(), label: z.string() }).optional(),
  chips: z.array(z.object({ topic: z.string(), label: z.string() })),
});
export const assistantAnswerSchema = z.object({ reply: assistantReplySchema });
