import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { flipCount, ToggleLedger, type Counted } from './optimistic-toggle';

/** One ledger for the whole app: two cards showing the same post share its taps. */
const ledger = new ToggleLedger<Counted>();

export interface OptimisticToggle<V extends { on: boolean }, E> {
  /** Names the toggle and the thing toggled, e.g. `post-like:${id}`. */
  key: (vars: V) => string;
  /** Asks the server to set the toggle to `vars.on`; resolves to its answer (the state and the real count). */
  send: (vars: V) => Promise<Counted>;
  /** Applies `fn` to the thing wherever it is shown. */
  patch: (vars: V, fn: (thing: E) => E) => void;
  read: (thing: E) => Counted;
  /** The thing showing a given state of the toggle (an answer of the server's or a guess). */
  write: (thing: E, state: Counted) => E;
  /** Queries to stop refetching first, so an old answer does not overwrite the guess. */
  cancel?: QueryKey;
  onSuccess?: (answer: Counted, vars: V) => void;
  onError?: (error: unknown, vars: V) => void;
}

/**
 * A counted toggle (a like, a save) shown at once and settled by the server's answer. Overlapping taps are tracked by
 * ToggleLedger, so the screen always ends on the answer to the newest tap that went through.
 */
export function useOptimisticToggle<V extends { on: boolean }, E>(opts: OptimisticToggle<V, E>) {
  const queryClient = useQueryClient();
  const show = (vars: V, state: Counted) => opts.patch(vars, (thing) => opts.write(thing, state));
  return useMutation({
    mutationFn: opts.send,
    onMutate: async (vars: V) => {
      if (opts.cancel) await queryClient.cancelQueries({ queryKey: opts.cancel });
      let before: Counted | undefined;
      opts.patch(vars, (thing) => {
        before = opts.read(thing);
        return opts.write(thing, flipCount(before, vars.on));
      });
      const key = opts.key(vars);
      return { key, seq: ledger.begin(key, before) };
    },
    onSuccess: (reply, vars, context) => {
      const next = ledger.settle(context.key, context.seq, { ok: true, reply });
      if (next) show(vars, next.show);
      opts.onSuccess?.(reply, vars);
    },
    onError: (error, vars, context) => {
      if (context) {
        const next = ledger.settle(context.key, context.seq, { ok: false });
        if (next) show(vars, next.show);
      }
      opts.onError?.(error, vars);
    },
  });
}
