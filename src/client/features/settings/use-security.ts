import type { Member } from '@shared/auth';
import type { ActiveSession, ChangePasswordInput, TwoFactorSetup } from '@shared/settings';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { sessionKeys, type Session } from '@client/features/auth/use-session';

export const securityKeys = {
  all: ['security'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  twoFactor: () => [...securityKeys.all, 'two-factor'] as const,
};

interface SessionPage {
  items: ActiveSession[];
  nextCursor: string | null;
}

export function useSessionsQuery() {
  return useInfiniteQuery({
    queryKey: securityKeys.sessions(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<SessionPage>(
        `/api/security/sessions${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useEndSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/security/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<void>('/api/security/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

export function useTwoFactorQuery() {
  return useQuery({
    queryKey: securityKeys.twoFactor(),
    queryFn: ({ signal }) => api.get<{ enabled: boolean; recoveryCodesLeft: number }>('/api/security/2fa', signal),
  });
}

export function useTwoFactorSetupMutation() {
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/api/security/2fa/setup') });
}

function useTwoFactorChange<I>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api.post<{ recoveryCodes: string[] } | undefined>(url, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor() }),
  });
}

export const useTwoFactorEnableMutation = () => useTwoFactorChange<{ code: string }>('/api/security/2fa/enable');
export const useTwoFactorDisableMutation = () => useTwoFactorChange<{ password: string }>('/api/security/2fa/disable');
export const useRecoveryCodesMutation = () =>
  useTwoFactorChange<{ password: string }>('/api/security/2fa/recovery-codes');

/** Deletes the account; afterwards nothing of the member stays in the page's memory. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.delete<void>('/api/me', { password }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      queryClient.setQueryData<Session>(sessionKeys.me(), { member: null, loggedOut: true });
    },
  });
}

/** The second step of a login with 2FA on; the session starts once the code is accepted. */
export function useTwoFactorLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<{ member: Member }>('/api/auth/login/2fa', { code }),
    onSuccess: ({ member }) => queryClient.setQueryData<Session>(sessionKeys.me(), { member }),
  });
}
