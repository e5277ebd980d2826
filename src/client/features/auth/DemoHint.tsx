import { ptBR } from '@shared/i18n/pt-BR';

/** The demo account's address and password under the login form, and in its skeleton at the same height. */
export function DemoHint() {
  return (
    <p className="rounded-xl bg-surface-muted px-3 py-2 text-center text-xs text-fg-muted">{ptBR.auth.demoHint}</p>
  );
}
