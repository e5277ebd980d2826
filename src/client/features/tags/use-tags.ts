import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { tagPaths } from '@shared/api-paths';
import type { MentionReply, TagPage, TagSort } from '@shared/tags';
import { api } from '@client/lib/api';
import { useCursorList } from '@client/lib/use-cursor-list';

export const tagKeys = {
  all: ['tags'] as const,
  page: (tag: string, sort: TagSort) => [...tagKeys.all, 'page', tag, sort] as const,
  mention: (name: string) => [...tagKeys.all, 'mention', name] as const,
};

/** What carries a tag, newest or most liked first, a page at a time. */
export function useTagPageQuery(tag: string, sort: TagSort, enabled = true) {
  return useCursorList<TagPage>(tagKeys.page(tag, sort), (cursor) => tagPaths.page(tag, sort, cursor), { enabled });
}

/** Finds the member a mention names (null when nobody, or several, have that name); kept a while. */
export function useResolveMention() {
  const queryClient = useQueryClient();
  return useCallback(
    (name: string) =>
      queryClient.fetchQuery({
        queryKey: tagKeys.mention(name),
        queryFn: ({ signal }) => api.get<MentionReply>(tagPaths.resolveMention(name), signal),
        staleTime: 5 * 60_000,
      }),
    [queryClient],
  );
}
