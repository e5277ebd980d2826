import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { toastError } from '@client/ui/use-toast';

export interface OptimisticMutation<V, R, S> {
  send: (vars: V) => Promise<R>;
  /** The caches the change shows in (each a key or a key prefix): put aside first, put back if refused. */
  touches: (vars: V) => readonly QueryKey[];
  /** Shows the change at once; what it returns is handed to `onSuccess`. */
  show: (queryClient: QueryClient, vars: V) => S;
  onSuccess?: (reply: R, vars: V, shown: S, queryClient: QueryClient) => void;
}

/**
 * A change shown before the server answers (a follow): the caches it touches are set aside and changed
 * at once, and if the server refuses they are put back and the refusal said in a toast.
 */
export function useOptimisticMutation<V, R, S = void>({ send, touches, show, onSuccess }: OptimisticMutation<V, R, S>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (vars: V) => {
      const keys = touches(vars);
      // A refetch landing after the change would overwrite it with the old answer.
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const saved = keys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
      return { saved, shown: show(queryClient, vars) };
    },
    onError: (error, _vars, context) => {
      for (const [queryKey, data] of context?.saved ?? []) queryClient.setQueryData(queryKey, data);
      toastError(error);
    },
    onSuccess: (reply, vars, context) => onSuccess?.(reply, vars, context.shown, queryClient),
  });
}
