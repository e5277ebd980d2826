import { authPaths, securityPaths } from '@shared/api-paths';
import type { SessionReply } from '@shared/auth';
import type {
  ChangePasswordInput,
  RecoveryCodes,
  SessionPage,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';
import { sessionKeys, type Session } from '@client/features/auth/use-session';
import { refreshLater } from '@client/lib/refresh-later';

export const securityKeys = {
  all: ['security'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  twoFactor: () => [...securityKeys.all, 'two-factor'] as const,
};

export function useSessionsQuery() {
  return useCursorList<SessionPage>(securityKeys.sessions(), securityPaths.sessions);
}

export function useEndSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(securityPaths.session(id)),
    onSuccess: refreshLater(queryClient, securityKeys.sessions()),
  });
}

export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<void>(securityPaths.password, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

export function useTwoFactorQuery() {
  return useApiQuery<TwoFactorStatus>(securityKeys.twoFactor(), securityPaths.twoFactor);
}

export function useTwoFactorSetupMutation() {
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>(securityPaths.twoFactorStep('setup')) });
}

function useTwoFactorChange<I>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api.post<RecoveryCodes | undefined>(url, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor() }),
  });
}

export const useTwoFactorEnableMutation = () =>
  useTwoFactorChange<{ code: string }>(securityPaths.twoFactorStep('enable'));
export const useTwoFactorDisableMutation = () =>
  useTwoFactorChange<{ password: string }>(securityPaths.twoFactorStep('disable'));
export const useRecoveryCodesMutation = () =>
  useTwoFactorChange<{ password: string }>(securityPaths.twoFactorStep('recovery-codes'));

/** Deletes the account; afterwards nothing of the member stays in the page's memory. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.delete<void>(securityPaths.account, { password }),
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
    mutationFn: (code: string) => api.post<SessionReply>(authPaths.loginCode, { code }),
    onSuccess: ({ member }) => queryClient.setQueryData<Session>(sessionKeys.me(), { member }),
  });
}
