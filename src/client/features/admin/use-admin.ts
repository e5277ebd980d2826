import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '@shared/api-paths';
import type { AdminMemberReply, AdminMembersPage, AuditPage } from '@shared/admin';
import type { AuditAction } from '@shared/admin-rules';
import { api } from '@client/lib/api';
import { useCursorList } from '@client/lib/use-cursor-list';
import { refreshLater } from '@client/lib/refresh-later';

export const adminKeys = {
  all: ['admin'] as const,
  members: (q: string) => [...adminKeys.all, 'members', q] as const,
  audit: (action: AuditAction | '', filter: AuditFilter = {}) =>
    [...adminKeys.all, 'audit', action, filter.actorId ?? '', filter.targetId ?? ''] as const,
};

export function useAdminMembers(q: string) {
  return useCursorList<AdminMembersPage>(adminKeys.members(q), (cursor) => adminPaths.members(q, cursor));
}

/** Only what one member did, or only what was done to one member, brand or invitation. */
export interface AuditFilter {
  actorId?: string;
  targetId?: string;
}

export function useAuditLog(action: AuditAction | '', filter: AuditFilter = {}) {
  return useCursorList<AuditPage>(adminKeys.audit(action, filter), (cursor) =>
    adminPaths.audit(action, cursor, filter),
  );
}

/** Suspends or reinstates a member; every list of the console reads again (the log has a new row). */
export function useSuspensionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'suspend' | 'reinstate' }) =>
      api.post<AdminMemberReply>(adminPaths.member(id, action)),
    onSuccess: refreshLater(queryClient, adminKeys.all),
  });
}
