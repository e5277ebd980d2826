import { z } from 'zod';
import { brandCardSchema } from './brands';
import { ptBR } from './i18n/pt-BR';
import { postsPageSchema } from './posts';
import { cursorQuery, personRefSchema } from './schema-parts';
import { segmentCardSchema } from './segments';
import { foldSearchText, SEARCH_MAX_TERMS, SEARCH_QUERY_MAX, searchKinds } from './search-rules';

export {
  foldSearchText,
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
  ...cursorQuery({ max: 30, default: 10 }, 100).shape,
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
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const memberHitSchema = personRefSchema.extend({
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

export const searchPostsPageSchema = postsPageSchema;

export const searchResultsSchema = z.object({
  brands: z.array(brandCardSchema),
  segments: z.array(segmentCardSchema),
  members: z.array(memberHitSchema),
  products: z.array(productHitSchema),
  ...postsPageSchema.shape,
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
