import { authPaths } from '@shared/api-paths';
import type {
  LoginInput,
  LoginReply,
  Member,
  PreferencesInput,
  SessionReply,
  SignupInput,
  SignupReply,
} from '@shared/auth';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@client/lib/api';
import { clearBootData } from '@client/lib/boot-data';

export interface Session {
  member: Member | null;
  /** Set when the member logged out here, as opposed to a session that expired. */
  loggedOut?: boolean;
}

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
  preferences: () => [...sessionKeys.all, 'preferences'] as const,
};

async function fetchSession(signal: AbortSignal): Promise<Session> {
  try {
    return await api.get<SessionReply>(authPaths.me, signal);
  } catch (error) {
    // Nobody logged in is a normal state of the app, not a failure.
    if (isApiError(error, 401)) return { member: null };
    throw error;
  }
}

export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKeys.me(),
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
  });
}

/** The logged-in member; only meaningful under RequireAuth, where the session has loaded. */
export function useMember(): Member | null {
  return useSessionQuery().data?.member ?? null;
}

function setMember(queryClient: QueryClient, member: Member) {
  queryClient.setQueryData<Session>(sessionKeys.me(), { member });
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginReply>(authPaths.login, input),
    onSuccess: (reply) => {
      // With two-factor authentication on, no session exists until the code is confirmed.
      if (!('member' in reply)) return;
      // With quick successive changes, an earlier reply must not undo the later optimistic one.
      if (queryClient.isMutating({ mutationKey: sessionKeys.preferences() }) > 1) return;
      setMember(queryClient, reply.member);
    },
  });
}

export function useSignupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => api.post<SignupReply>(authPaths.signup, input),
    onSuccess: ({ member }) => {
      // With quick successive changes, an earlier reply must not undo the later optimistic one.
      if (queryClient.isMutating({ mutationKey: sessionKeys.preferences() }) > 1) return;
      setMember(queryClient, member);
    },
  });
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post<void>(authPaths.logout);
      } catch (error) {
        // An already expired session is as logged out as it gets.
        if (!isApiError(error, 401)) throw error;
      }
    },
    onSuccess: () => {
      // Nothing of the previous member may leak into the next one's screens.
      clearBootData();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      queryClient.setQueryData<Session>(sessionKeys.me(), { member: null, loggedOut: true });
    },
  });
}

/** Saves theme or assistant preferences, showing the change at once and undoing it if the server refuses. */
export function usePreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sessionKeys.preferences(),
    mutationFn: (input: PreferencesInput) => api.patch<SessionReply>(authPaths.preferences, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: sessionKeys.me() });
      const previous = queryClient.getQueryData<Session>(sessionKeys.me());
      if (previous?.member) {
        const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        setMember(queryClient, { ...previous.member, ...patch });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(sessionKeys.me(), context.previous);
    },
    onSuccess: ({ member }) => {
      // With quick successive changes, an earlier reply must not undo the later optimistic one.
      if (queryClient.isMutating({ mutationKey: sessionKeys.preferences() }) > 1) return;
      setMember(queryClient, member);
    },
  });
}
