// The search's limits and links, apart from its schemas (zod): the top bar's search box needs only these.

export const SEARCH_QUERY_MAX = 100;
/** Words of a query that count; the rest are ignored. */
export const SEARCH_MAX_TERMS = 6;
export const SEARCH_GROUP_LIMIT = 6;
export const SUGGEST_PER_KIND = 3;
/** Keystrokes settle this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

export const searchKinds = ['brand', 'segment', 'member', 'product', 'post'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Where a suggestion or a result leads in the app. */
export function searchHref(kind: SearchKind, id: string): string {
  switch (kind) {
    case 'brand':
      return `/brands#marca-${id}`;
    case 'segment':
      return `/segment/${id}`;
    case 'member':
      return `/u/${id}`;
    case 'product':
      return `/product/${id}`;
    case 'post':
      return `/post/${id}`;
  }
}

/**
 * Text as the index compares it: lower case, accents dropped ('Música' → 'musica').
 * @param text any user text
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
