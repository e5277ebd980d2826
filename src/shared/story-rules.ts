// Story and highlight limits, apart from their schemas (zod).

/** Stories kept per member (or brand); the newest come first and an 11th pushes out the oldest. */
export const STORY_MAX_PER_AUTHOR = 10;
/** A story leaves the strip for everyone this long after it was posted. */
export const STORY_TTL_MS = 24 * 3600 * 1000;
/** Authors in the strip: the member's own, then followed ones, then the brands. */
export const STRIP_MAX_AUTHORS = 40;
export const HIGHLIGHTS_MAX = 30;
export const HIGHLIGHT_TITLE_MAX = 30;
export const STORY_TITLE_MAX = 80;

const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', timeZone: 'America/Sao_Paulo' });

/** The name a highlight kept from a story is offered (and gets when none is given): its title, else its day. */
export function defaultHighlightTitle(storyTitle: string | null | undefined, postedAt: Date | string | number): string {
  return (storyTitle?.trim() || dayMonth.format(new Date(postedAt))).slice(0, HIGHLIGHT_TITLE_MAX);
}
