import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transaction, TransactionPage, Wallet, WithdrawalInput } from '@shared/wallet';
import { api } from '@client/lib/api';

export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  transactions: () => [...walletKeys.all, 'transactions'] as const,
};

export function useWalletQuery() {
  return useQuery({ queryKey: walletKeys.summary(), queryFn: ({ signal }) => api.get<Wallet>('/api/wallet', signal) });
}

export function useTransactionsQuery() {
  return useInfiniteQuery({
    queryKey: walletKeys.transactions(),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get<TransactionPage>(
        `/api/wallet/transactions${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalInput) =>
      api.post<{ transaction: Transaction; wallet: Wallet }>('/api/wallet/withdrawals', input),
    onSuccess: ({ wallet }) => {
      queryClient.setQueryData(walletKeys.summary(), wallet);
      void queryClient.invalidateQueries({ queryKey: walletKeys.transactions() });
    },
    // A refusal may mean the balance moved elsewhere: show the real one.
    onError: () => queryClient.invalidateQueries({ queryKey: walletKeys.summary() }),
  });
}
