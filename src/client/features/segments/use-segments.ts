import { ptBR } from '@shared/i18n/pt-BR';
import type { PostsPage } from '@shared/posts';
import { catalogPaths } from '@shared/api-paths';
import type { FollowingReply } from '@shared/catalog';
import type { SegmentCard, SegmentDetail, SegmentsList } from '@shared/segments';
import { catalogKeys, useSegmentsQuery } from '@client/features/catalog/use-catalog';
import { postKeys } from '@client/features/posts/use-posts';
import { profileKeys } from '@client/features/profile/use-profile';
import { api } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';
import { useOptimisticMutation } from '@client/lib/use-optimistic-mutation';
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
  return useOptimisticMutation({
    send: ({ segment, follow }: { segment: SegmentCard; follow: boolean }) =>
      api.mark<FollowingReply>(catalogPaths.followSegment(segment.id), follow),
    touches: ({ segment }) => [catalogKeys.segments(), segmentKeys.detail(segment.id)],
    show: (queryClient, { segment, follow }) => {
      queryClient.setQueryData<SegmentsList>(
        catalogKeys.segments(),
        (d) => d && { segments: d.segments.map((s) => (s.id === segment.id ? toggled(s, follow) : s)) },
      );
      queryClient.setQueryData<SegmentDetail>(
        segmentKeys.detail(segment.id),
        (d) => d && { ...d, segment: toggled(d.segment, follow) },
      );
    },
    onSuccess: (_r, { follow }, _shown, queryClient) => {
      toast({ title: follow ? t.followed : t.unfollowed, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: postKeys.feed() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.segments() });
    },
  });
}
