import { describe, expect, it } from 'vitest';
import { ptBR } from './i18n/pt-BR';
import { createReportSchema, moderationActionSchema } from './moderation';
import {
  actionApplies,
  compareQueuePlaces,
  isUrgent,
  mostSevere,
  reportReasons,
  severityOrder,
  severityRank,
  type QueuePlace,
} from './moderation-rules';

describe('severity', () => {
  it('puts content involving minors first, then violence, and ranks every reason once', () => {
    expect(severityOrder[0]).toBe('menores');
    expect(severityOrder[1]).toBe('violencia');
    expect([...severityOrder].sort()).toEqual([...reportReasons].sort());
    expect(severityRank('menores')).toBeLessThan(severityRank('violencia'));
    expect(severityRank('violencia')).toBeLessThan(severityRank('golpe'));
    expect(severityRank('golpe')).toBeLessThan(severityRank('spam'));
    expect(severityRank('spam')).toBeLessThan(severityRank('outro'));
  });

  it('marks only minors as urgent', () => {
    expect(reportReasons.filter(isUrgent)).toEqual(['menores']);
  });

  it("takes a group's most severe reason", () => {
    expect(mostSevere(['spam', 'golpe', 'spam'])).toBe('golpe');
    expect(mostSevere(['outro', 'menores', 'violencia'])).toBe('menores');
    expect(mostSevere([])).toBeNull();
  });
});

describe('the queue order', () => {
  const place = (severity: number, oldestAt: number, id: string): QueuePlace => ({
    severity,
    oldestAt,
    kind: 'post',
    id,
  });

  it('is by severity, then the oldest first within a severity, then a stable tie-break', () => {
    const minors = place(0, 500, 'm');
    const oldSpam = place(8, 100, 'a');
    const newSpam = place(8, 200, 'b');
    const violence = place(1, 900, 'v');
    const sameTime = place(8, 200, 'c');
    const sorted = [newSpam, sameTime, oldSpam, violence, minors].sort(compareQueuePlaces);
    expect(sorted.map((p) => p.id)).toEqual(['m', 'v', 'a', 'b', 'c']);
  });
});

describe('which actions apply', () => {
  it('holds content but never an account, and restores only what is held', () => {
    expect(actionApplies('hide', 'post', null)).toBe(true);
    expect(actionApplies('hide', 'post', 'hidden')).toBe(false);
    expect(actionApplies('remove', 'post', 'hidden')).toBe(true);
    expect(actionApplies('remove', 'post', 'removed')).toBe(false);
    expect(actionApplies('hide', 'member', null)).toBe(false);
    expect(actionApplies('remove', 'brand', null)).toBe(false);
    expect(actionApplies('restore', 'post', null)).toBe(false);
    expect(actionApplies('restore', 'comment', 'removed')).toBe(true);
    expect(actionApplies('suspend', 'member', null)).toBe(true);
    expect(actionApplies('suspend', 'brand', null)).toBe(false);
    expect(actionApplies('warn', 'reel', null)).toBe(true);
    expect(actionApplies('dismiss', 'brand', null)).toBe(true);
  });
});

describe('the schemas', () => {
  it("require a text for 'outro' only, in pt-BR", () => {
    const outro = createReportSchema.safeParse({ kind: 'post', id: 'p1', reason: 'outro' });
    expect(outro.success).toBe(false);
    expect(outro.error?.issues[0]?.message).toBe(ptBR.moderation.textRequired);
    expect(createReportSchema.safeParse({ kind: 'post', id: 'p1', reason: 'outro', text: 'Algo' }).success).toBe(true);
    expect(createReportSchema.safeParse({ kind: 'post', id: 'p1', reason: 'golpe' }).success).toBe(true);
    expect(
      createReportSchema.safeParse({ kind: 'post', id: 'p1', reason: 'golpe', text: 'x'.repeat(501) }).success,
    ).toBe(false);
  });

  it('take a suspension of 1 to 365 days, or for good', () => {
    const base = { action: 'suspend', reason: 'Reincidência' };
    expect(moderationActionSchema.safeParse({ ...base, days: 7 }).success).toBe(true);
    expect(moderationActionSchema.safeParse({ ...base, days: null }).success).toBe(true);
    expect(moderationActionSchema.safeParse({ ...base, days: 0 }).success).toBe(false);
    expect(moderationActionSchema.safeParse({ ...base, days: 366 }).success).toBe(false);
    expect(moderationActionSchema.safeParse({ action: 'hide', reason: '  ' }).success).toBe(false);
  });

  it('label every reason and kind in pt-BR, golpe naming Pix', () => {
    for (const r of reportReasons) expect(ptBR.moderation.reasons[r]).toBeTruthy();
    expect(ptBR.moderation.reasons.golpe).toBe('Golpe ou fraude (inclui golpe Pix)');
    expect(ptBR.moderation.targetLabel('post', 'Ana')).toBe('Publicação de Ana');
    expect(ptBR.moderation.targetLabel('member', 'Ana')).toBe('Ana');
    expect(ptBR.moderationNotices.hidden('comment', 'Ofensa.')).toBe(
      'Seu comentário foi ocultado pela moderação. Motivo: Ofensa.',
    );
  });
});
