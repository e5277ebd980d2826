import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletPaths } from '@shared/api-paths';
import type { TransactionPage, Wallet, WithdrawalInput, WithdrawalReply } from '@shared/wallet';
import { api } from '@client/lib/api';
import { useApiQuery } from '@client/lib/use-api-query';
import { useCursorList } from '@client/lib/use-cursor-list';

export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  transactions: () => [...walletKeys.all, 'transactions'] as const,
};

export function useWalletQuery() {
  return useApiQuery<Wallet>(walletKeys.summary(), walletPaths.summary);
}

export function useTransactionsQuery() {
  return useCursorList<TransactionPage>(walletKeys.transactions(), walletPaths.transactions);
}

export function useWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalInput) => api.post<WithdrawalReply>(walletPaths.withdrawals, input),
    onSuccess: ({ wallet }) => {
      queryClient.setQueryData(walletKeys.summary(), wallet);
      void queryClient.invalidateQueries({ queryKey: walletKeys.transactions() });
    },
    // A refusal may mean the balance moved elsewhere: show the real one.
    onError: () => queryClient.invalidateQueries({ queryKey: walletKeys.summary() }),
  });
}
