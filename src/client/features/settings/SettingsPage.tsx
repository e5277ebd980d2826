import { ChevronRight, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { PageHeader } from '@client/ui/page-header';
import { useLogout } from '@client/features/auth/use-logout';
import { Card } from '@client/ui/card';
import { Spinner } from '@client/ui/spinner';
import { IconTile } from '@client/ui/icon-tile';
import { settingsSections } from './settings-menu';

export function SettingsPage() {
  const { logout, pending } = useLogout();
  return (
    <>
      <PageHeader title={ptBR.pages.settings} />
      <Card className="overflow-hidden p-0">
        <nav aria-label={ptBR.pages.settings}>
          <ul className="divide-y divide-border">
            {settingsSections.map(({ slug, label, hint, icon }) => (
              <li key={slug}>
                <Link
                  to={`/settings/${slug}`}
                  className="flex items-center gap-4 px-4 py-3.5 transition-colors hover:bg-surface-muted focus-visible:-outline-offset-2"
                >
                  <IconTile icon={icon} />
                  <span className="grid flex-1">
                    <span className="font-medium">{label}</span>
                    <span className="text-sm text-fg-muted">{hint}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 text-fg-muted" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
      <button
        type="button"
        onClick={() => void logout()}
        disabled={pending}
        className="mt-4 flex w-full items-center justify-center gap-2 rounded-2xl border border-destructive/40 bg-surface px-4 py-3.5 font-semibold text-destructive backdrop-blur-xl transition-colors hover:bg-destructive/10 disabled:opacity-60"
      >
        {pending ? <Spinner className="size-5" /> : <LogOut aria-hidden="true" className="size-5" />}
        {ptBR.auth.logoutSettings}
      </button>
    </>
  );
}
