import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ptBR } from '@shared/i18n/pt-BR';
import type { PostsPage } from '@shared/posts';
import { catalogPaths } from '@shared/api-paths';
import type { FollowingReply } from '@shared/catalog';
import type { SegmentCard, SegmentDetail, SegmentsList } from '@shared/segments';
import { catalogKeys, useSegmentsQuery } from '@client/features/catalog/use-catalog';
import { postKeys } from '@client/features/posts/use-posts';
import { profileKeys } from '@client/features/profile/use-profile';
import { api, errorMessage } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';
import { toast } from '@client/ui/use-toast';

const t = ptBR.segmentsPage;

export const segmentKeys = {
  all: ['segments'] as const,
  detail: (id: string) => [...segmentKeys.all, 'detail', id] as const,
};

/** The twelve segments with the member's follows; shares the catalogue's cache entry (same endpoint). */
export const useSegmentCardsQuery = () => useSegmentsQuery(true);

export function useSegmentQuery(id: string) {
  return useApiQuery<SegmentDetail>(segmentKeys.detail(id), catalogPaths.segment(id));
}

export function useSegmentPostsQuery(id: string) {
  // Under ['posts'], so a like on a card here updates the same post everywhere.
  return useCursorList<PostsPage>([...postKeys.all, 'segment', id], (cursor) => catalogPaths.segmentPosts(id, cursor));
}

const toggled = (s: SegmentCard, follow: boolean): SegmentCard =>
  s.followedByMe === follow
    ? s
    : { ...s, followedByMe: follow, followers: Math.max(0, s.followers + (follow ? 1 : -1)) };

/** The bookmark toggle: shown at once, rolled back with a toast if the server refuses. */
export function useFollowSegmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ segment, follow }: { segment: SegmentCard; follow: boolean }) =>
      follow
        ? api.put<FollowingReply>(catalogPaths.followSegment(segment.id))
        : api.delete<FollowingReply>(catalogPaths.followSegment(segment.id)),
    onMutate: async ({ segment, follow }) => {
      await queryClient.cancelQueries({ queryKey: catalogKeys.segments() });
      await queryClient.cancelQueries({ queryKey: segmentKeys.detail(segment.id) });
      const list = queryClient.getQueryData<SegmentsList>(catalogKeys.segments());
      const detail = queryClient.getQueryData<SegmentDetail>(segmentKeys.detail(segment.id));
      queryClient.setQueryData<SegmentsList>(
        catalogKeys.segments(),
        (d) => d && { segments: d.segments.map((s) => (s.id === segment.id ? toggled(s, follow) : s)) },
      );
      queryClient.setQueryData<SegmentDetail>(
        segmentKeys.detail(segment.id),
        (d) => d && { ...d, segment: toggled(d.segment, follow) },
      );
      return { list, detail };
    },
    onError: (error, { segment }, context) => {
      if (context?.list) queryClient.setQueryData(catalogKeys.segments(), context.list);
      if (context?.detail) queryClient.setQueryData(segmentKeys.detail(segment.id), context.detail);
      toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
    },
    onSuccess: (_r, { follow }) => {
      toast({ title: follow ? t.followed : t.unfollowed, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.segments() });
    },
  });
}
