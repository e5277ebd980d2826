import { productTagPaths } from '@shared/api-paths';
import type { TagOpen } from '@shared/product-tags';
import { api } from '@client/lib/api';

/**
 * Records that the member opened a tag's product sheet: the store then remembers the content behind
 * what they add or buy. Fire and forget: the sheet is what the member asked for, and a lost record
 * only loses that credit, so a failure is neither shown nor retried.
 */
export function recordTagOpen(open: TagOpen): void {
  api.post<void>(productTagPaths.opens, open).catch(() => undefined);
}
