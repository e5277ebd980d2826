import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationPaths } from '@shared/api-paths';
import type { AppealReply, CreateAppealInput, CreateReportInput, MyReportsPage, ReportReply } from '@shared/moderation';
import { api } from '@client/lib/api';
import { useCursorList } from '@client/lib/use-cursor-list';

export const reportKeys = {
  all: ['reports'] as const,
  mine: () => [...reportKeys.all, 'mine'] as const,
};

/** 'Minhas denúncias', a page at a time, newest first. */
export function useMyReportsQuery() {
  return useCursorList<MyReportsPage>(reportKeys.mine(), (cursor) => moderationPaths.myReports(cursor || undefined));
}

export function useReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportInput) => api.post<ReportReply>(moderationPaths.report, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportKeys.mine() }),
  });
}

/**
 * An appeal of held content. Every list holding the item is read again so its banner says the
 * appeal was sent, wherever the author sees it.
 */
export function useAppealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAppealInput) => api.post<AppealReply>(moderationPaths.appeal, input),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
