import type { Member } from '@shared/auth';
import type { FollowRequest, NotificationPrefs, Privacy, ProfileInput } from '@shared/settings';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { sessionKeys, type Session } from '@client/features/auth/use-session';
import { sendForm } from './upload';

export const settingsKeys = {
  all: ['settings'] as const,
  privacy: () => [...settingsKeys.all, 'privacy'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
  followRequests: () => [...settingsKeys.all, 'follow-requests'] as const,
};

function useSetMember() {
  const queryClient = useQueryClient();
  return (member: Member) => queryClient.setQueryData<Session>(sessionKeys.me(), { member });
}

export function useProfileMutation() {
  const setMember = useSetMember();
  return useMutation({
    mutationFn: (input: Partial<ProfileInput>) => api.patch<{ member: Member }>('/api/settings/profile', input),
    onSuccess: ({ member }) => setMember(member),
  });
}

export function useAvatarMutation() {
  const setMember = useSetMember();
  return useMutation({
    mutationFn: (file: File | null) =>
      file
        ? sendForm<{ member: Member }>('POST', '/api/settings/avatar', {}, { name: 'avatar', file })
        : api.delete<{ member: Member }>('/api/settings/avatar'),
    onSuccess: ({ member }) => setMember(member),
  });
}

export function usePrivacyQuery() {
  return useQuery({
    queryKey: settingsKeys.privacy(),
    queryFn: ({ signal }) => api.get<Privacy>('/api/settings/privacy', signal),
  });
}

/** Shows the new choice at once and puts the old one back if the server refuses. */
function useOptimisticPatch<T extends object>(key: readonly unknown[], url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...key, 'patch'],
    mutationFn: (patch: Partial<T>) => api.patch<T>(url, patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<T>(key);
      if (previous) queryClient.setQueryData<T>(key, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (data) => {
      if (queryClient.isMutating({ mutationKey: [...key, 'patch'] }) > 1) return;
      queryClient.setQueryData(key, data);
    },
  });
}

export function usePrivacyMutation() {
  return useOptimisticPatch<Privacy>(settingsKeys.privacy(), '/api/settings/privacy');
}

export function useNotificationPrefsQuery() {
  return useQuery({
    queryKey: settingsKeys.notifications(),
    queryFn: ({ signal }) => api.get<NotificationPrefs>('/api/settings/notifications', signal),
  });
}

export function useNotificationPrefsMutation() {
  return useOptimisticPatch<NotificationPrefs>(settingsKeys.notifications(), '/api/settings/notifications');
}

export function useFollowRequestsQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: settingsKeys.followRequests(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<{ items: FollowRequest[]; nextCursor: string | null }>(
        `/api/settings/follow-requests${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useFollowRequestDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, approve }: { memberId: string; approve: boolean }) =>
      approve
        ? api.post<void>(`/api/settings/follow-requests/${encodeURIComponent(memberId)}/approve`)
        : api.delete<void>(`/api/settings/follow-requests/${encodeURIComponent(memberId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.followRequests() }),
  });
}
