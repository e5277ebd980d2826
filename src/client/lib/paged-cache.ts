import type { InfiniteData } from '@tanstack/react-query';

/**
 * Applies `fn` to the item `id` wherever the pages of a cached list hold it, under the pages'
 * `field` (`posts`, `reels`); `null` removes it. Pages without it come back unchanged in shape.
 */
export function patchPagedItem<F extends string, T extends { id: string }, P extends Record<F, T[]>>(
  data: InfiniteData<P, string>,
  field: F,
  id: string,
  fn: (item: T) => T | null,
): InfiniteData<P, string> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      [field]: page[field].flatMap((item) => {
        if (item.id !== id) return [item];
        const next = fn(item);
        return next ? [next] : [];
      }),
    })),
  };
}
