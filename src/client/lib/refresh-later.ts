import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A mutation callback that reads the given lists again without waiting for them. TanStack Query waits
 * for a promise its hook-level callbacks return before it calls the caller's own `mutate(vars,
 * { onSuccess })`, and skips those once the calling component is gone. A row that removes itself (a
 * team member, a session, an order moved to another tab) would otherwise vanish with the refetch and
 * never show its toast.
 */
export function refreshLater(queryClient: QueryClient, ...queryKeys: QueryKey[]): () => void {
  return () => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  };
}
