import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths, catalogPaths } from '@shared/api-paths';
import type { SessionReply } from '@shared/auth';
import type { FollowingReply } from '@shared/catalog';
import { catalogKeys } from '@client/features/catalog/use-catalog';
import { sessionKeys, type Session } from '@client/features/auth/use-session';
import { postKeys } from '@client/features/posts/use-posts';
import { api } from '@client/lib/api';

export type ChoiceKind = 'segment' | 'brand';

/** Follows what was picked in one step, through the same follow endpoints as the rest of the app. */
export function useFollowChoicesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, ids }: { kind: ChoiceKind; ids: string[] }) => {
      const url = kind === 'segment' ? catalogPaths.followSegment : catalogPaths.followBrand;
      await Promise.all(ids.map((id) => api.put<FollowingReply>(url(id))));
    },
    // A brand also brings its segment; either way the lists and the feed change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/** Ends the welcome steps for good (on every device), and starts the feed afresh from the choices. */
export function useFinishOnboardingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SessionReply>(authPaths.finishOnboarding),
    onSuccess: ({ member }) => {
      queryClient.setQueryData<Session>(sessionKeys.me(), { member });
      // The feed was never loaded with these follows: it starts afresh.
      queryClient.removeQueries({ queryKey: postKeys.feed() });
    },
  });
}
