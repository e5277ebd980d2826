import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshLater } from './refresh-later';

describe('refreshLater', () => {
  it("lets the caller's own success callback run while the refetch it started is still pending", async () => {
    const queryClient = new QueryClient();
    // A list whose next read never answers: were the refresh awaited, the caller's callback would wait forever.
    let reads = 0;
    const list = new QueryObserver(queryClient, {
      queryKey: ['team'],
      queryFn: () => (reads++ === 0 ? Promise.resolve(['a']) : new Promise<string[]>(() => {})),
    });
    const stop = list.subscribe(() => {});
    await queryClient.fetchQuery({ queryKey: ['team'], queryFn: () => ['a'] });

    const mutation = new MutationObserver(queryClient, {
      mutationFn: async (id: string) => id,
      onSettled: refreshLater(queryClient, ['team']),
    });
    // The row that asked is still on screen: its observer listens, as a mounted component's does.
    const unsubscribe = mutation.subscribe(() => {});
    const told = await new Promise<string>((resolve) => {
      void mutation.mutate('a', { onSuccess: (id) => resolve(`removed ${id}`) });
    });
    expect(told).toBe('removed a');
    expect(queryClient.getQueryState(['team'])?.fetchStatus).toBe('fetching');
    unsubscribe();
    stop();
    queryClient.clear();
  });

  it('reads every list it is given again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['a'], 1);
    queryClient.setQueryData(['b'], 2);
    refreshLater(queryClient, ['a'], ['b'])();
    expect(queryClient.getQueryState(['a'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['b'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['c'])).toBeUndefined();
  });
});
