import { useEffect, type ReactNode } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';

/** Sets the window title as well, so history entries and tabs name the page. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title === ptBR.app.name ? title : `${title} · ${ptBR.app.name}`;
  }, [title]);
}

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Shown above the title, e.g. a back link. */
  before?: ReactNode;
  /** Shown at the right of the title, e.g. an action button. */
  actions?: ReactNode;
}

export function PageHeader({ title, description, before, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <header className="mb-5 grid gap-2">
      {before}
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {actions}
      </div>
      {description ? <p className="text-fg-muted">{description}</p> : null}
    </header>
  );
}
