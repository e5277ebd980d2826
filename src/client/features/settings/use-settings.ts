import { settingsPaths } from '@shared/api-paths';
import type { Member, SessionReply } from '@shared/auth';
import type { FollowRequestPage, NotificationPrefs, Privacy, ProfileInput } from '@shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';
import { sessionKeys, type Session } from '@client/features/auth/use-session';
import { sendForm } from './upload';
import { refreshLater } from '@client/lib/refresh-later';

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
    mutationFn: (input: Partial<ProfileInput>) => api.patch<SessionReply>(settingsPaths.profile, input),
    onSuccess: ({ member }) => setMember(member),
  });
}

export function useAvatarMutation() {
  const setMember = useSetMember();
  return useMutation({
    mutationFn: (file: File | null) =>
      file
        ? sendForm<SessionReply>('POST', settingsPaths.avatar, {}, { name: 'avatar', file })
        : api.delete<SessionReply>(settingsPaths.avatar),
    onSuccess: ({ member }) => setMember(member),
  });
}

export function usePrivacyQuery() {
  return useApiQuery<Privacy>(settingsKeys.privacy(), settingsPaths.privacy);
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
  return useOptimisticPatch<Privacy>(settingsKeys.privacy(), settingsPaths.privacy);
}

export function useNotificationPrefsQuery() {
  return useApiQuery<NotificationPrefs>(settingsKeys.notifications(), settingsPaths.notifications);
}

export function useNotificationPrefsMutation() {
  return useOptimisticPatch<NotificationPrefs>(settingsKeys.notifications(), settingsPaths.notifications);
}

export function useFollowRequestsQuery(enabled: boolean) {
  return useCursorList<FollowRequestPage>(settingsKeys.followRequests(), settingsPaths.followRequests, { enabled });
}

export function useFollowRequestDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, approve }: { memberId: string; approve: boolean }) =>
      approve
        ? api.post<void>(settingsPaths.approveFollowRequest(memberId))
        : api.delete<void>(settingsPaths.followRequest(memberId)),
    onSettled: refreshLater(queryClient, settingsKeys.followRequests()),
  });
}
