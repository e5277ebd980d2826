import { describe, expect, it } from 'vitest';
import { notificationParts, notificationSentence } from './notification-text';

const actor = { kind: 'member', id: 'u1', name: 'Ana', avatarUrl: '', verified: false } as const;
const brand = { kind: 'brand', id: 'nexo-tech', name: 'Nexo Tech', avatarUrl: '/logo.webp', verified: true } as const;

describe('notificationSentence', () => {
  it('names one person alone in the singular', () => {
    expect(notificationSentence({ type: 'like', actor, others: 0 })).toBe('Ana curtiu sua publicação');
    expect(notificationSentence({ type: 'follow', actor, others: 0 })).toBe('Ana começou a seguir você');
  });

  it('adds one more person in the singular and the verb in the plural', () => {
    expect(notificationSentence({ type: 'like', actor, others: 1 })).toBe('Ana e outra pessoa curtiram sua publicação');
  });

  it('counts many more people, formatted for pt-BR', () => {
    expect(notificationSentence({ type: 'like', actor, others: 12 })).toBe(
      'Ana e outras 12 pessoas curtiram sua publicação',
    );
    expect(notificationSentence({ type: 'comment', actor, others: 1500 })).toBe(
      'Ana e outras 1.500 pessoas comentaram na sua publicação',
    );
  });

  it('keeps the name apart so it can be set in bold', () => {
    expect(notificationParts({ type: 'mention', actor, others: 2 })).toEqual({
      actor: 'Ana',
      rest: ' e outras 2 pessoas mencionaram você',
    });
  });
});

describe("a brand's notification", () => {
  it('names the brand, never a person behind it', () => {
    expect(notificationParts({ type: 'mention', actor: brand, others: 0 })).toEqual({
      actor: 'Nexo Tech',
      rest: ' mencionou você',
    });
  });
});

describe('an order notification', () => {
  it('says its own text, with no person before it', () => {
    const text = 'Nexo Tech enviou seu pedido #ABC12345 — código de rastreio AA123456789BR.';
    expect(notificationSentence({ type: 'order', actor, others: 0, text })).toBe(text);
    expect(notificationParts({ type: 'order', actor, others: 0, text })).toEqual({ actor: '', rest: text });
  });
});
