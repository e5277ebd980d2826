import type { ExportFor } from '../../platform/member-data';
import * as q from './safety.queries';

/**
 * The member's own choices: whom they blocked and muted, and their hidden words. Who blocked them is
 * not theirs to see, and a brand's blocks are the brand's.
 */
export const exportFor: ExportFor = async ({ db }, memberId) => {
  const [blocks, mutes, words] = await Promise.all([
    q.memberBlocksOf(db, memberId),
    q.mutesWithNames(db, memberId),
    q.hiddenWords(db, memberId),
  ]);
  const at = (ms: number) => new Date(Number(ms)).toISOString();
  return {
    blocked: blocks.map((b) => ({ memberId: b.id, name: b.name, since: at(b.created_at) })),
    muted: mutes.map((m) => ({ kind: m.kind, id: m.target_id, since: at(m.created_at) })),
    hiddenWords: words.map((w) => ({ word: w.word, since: at(w.created_at) })),
  };
};
