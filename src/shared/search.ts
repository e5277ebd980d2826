import { z } from 'zod';
import { brandCardSchema } from './brands';
import { ptBR } from './i18n/pt-BR';
import { postSchema } from './posts';
import { segmentCardSchema } from './segments';
import { SEARCH_MAX_TERMS, SEARCH_QUERY_MAX, searchKinds } from './search-rules';

export {
  SEARCH_GROUP_LIMIT,
  SEARCH_MAX_TERMS,
  SEARCH_QUERY_MAX,
  searchHref,
  searchKinds,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_PER_KIND,
  type SearchKind,
} from './search-rules';

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

/**
 * The words of a query, folded, each matched as a prefix ('mod' finds 'moda'): letters and
 * digits only, so no word can carry the text-search syntax of either database.
 */
export function searchTerms(query: string): string[] {
  return foldSearchText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, 40))
    .slice(0, SEARCH_MAX_TERMS);
}

const qSchema = z
  .string()
  .trim()
  .min(1, { error: ptBR.search.noSuggestions })
  .max(SEARCH_QUERY_MAX, { error: ptBR.search.queryTooLong });

export const searchQuerySchema = z.object({ q: qSchema });
export const searchPostsQuerySchema = z.object({
  q: qSchema,
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(30).default(10),
});

export const suggestionSchema = z.object({
  kind: z.enum(searchKinds),
  id: z.string(),
  label: z.string(),
  sublabel: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema) });

export const memberHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  /** Null when the member hides their counters (privacy settings). */
  followers: z.number().int().nullable(),
});
export type MemberHit = z.infer<typeof memberHitSchema>;

export const productHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  priceInCents: z.number().int(),
});
export type ProductHit = z.infer<typeof productHitSchema>;

export const searchPostsPageSchema = z.object({ posts: z.array(postSchema), nextCursor: z.string().nullable() });

export const searchResultsSchema = z.object({
  brands: z.array(brandCardSchema),
  segments: z.array(segmentCardSchema),
  members: z.array(memberHitSchema),
  products: z.array(productHitSchema),
  posts: z.array(postSchema),
  nextCursor: z.string().nullable(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
