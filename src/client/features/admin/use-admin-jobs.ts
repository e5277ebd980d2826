import { useQuery } from '@tanstack/react-query';
import { adminPaths } from '@shared/api-paths';
import type { JobQueueReply } from '@shared/admin-jobs';
import { api } from '@client/lib/api';
import { adminKeys } from './use-admin';

export const adminJobKeys = {
  queue: [...adminKeys.all, 'jobs'] as const,
};

/** The media job queue; read again every half minute while the tab is open. */
export function useJobQueue() {
  return useQuery({
    queryKey: adminJobKeys.queue,
    queryFn: () => api.get<JobQueueReply>(adminPaths.jobs),
    refetchInterval: 30_000,
  });
}
