import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationPaths } from '@shared/api-paths';
import type {
  ModerationActionInput,
  ModerationActionReply,
  ModerationQueue,
  ModerationTargetKind,
} from '@shared/moderation';
import { api } from '@client/lib/api';
import { refreshLater } from '@client/lib/refresh-later';
import { useCursorList } from '@client/lib/use-cursor-list';
import { adminKeys } from './use-admin';

export const moderationKeys = {
  queue: [...adminKeys.all, 'moderation'] as const,
};

export function useModerationQueue() {
  return useCursorList<ModerationQueue>(moderationKeys.queue, (cursor) => moderationPaths.queue(cursor || undefined));
}

/** An action resolves a group and writes the audit log: the whole console reads again. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: ModerationTargetKind; id: string; input: ModerationActionInput }) =>
      api.post<ModerationActionReply>(moderationPaths.act(v.kind, v.id), v.input),
    onSettled: refreshLater(queryClient, adminKeys.all),
  });
}
