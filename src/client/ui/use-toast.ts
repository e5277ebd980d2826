import { useSyncExternalStore } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { errorMessage } from '@client/lib/api';

export type ToastVariant = 'default' | 'destructive' | 'warning' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; `Infinity` keeps the toast until dismissed. */
  duration?: number;
  /** One button in the toast ('Desfazer'); the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

// Long enough for the exit animation to finish before the toast leaves the store.
const REMOVE_DELAY_MS = 400;

let items: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

/** Shows a toast. Only one is visible at a time: a new toast replaces the current one. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = ++nextId;
  emit([{ ...options, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  if (!items.some((item) => item.id === id && item.open)) return;
  emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(items.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}

/** The toast of a refused action: the server's message, else the feature's own fallback. */
export function toastFailure(message: string, fallback: string) {
  toast({ title: ptBR.common.error, description: message || fallback, variant: 'destructive' });
}

/** The toast of a failed request: 'Erro' and the server's pt-BR message. */
export function toastError(error: unknown) {
  toast({ title: ptBR.common.error, description: errorMessage(error), variant: 'destructive' });
}
