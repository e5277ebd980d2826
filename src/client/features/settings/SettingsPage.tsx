import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { PageHeader } from '@client/ui/page-header';
import { LogoutButton } from '@client/features/auth/LogoutButton';
import { Card } from '@client/ui/card';
import { IconTile } from '@client/ui/icon-tile';
import { settingsSections } from './settings-menu';

export function SettingsPage() {
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
      <LogoutButton
        label={ptBR.auth.logoutSettings}
        className="mt-4 w-full justify-center gap-2 rounded-2xl border border-destructive/40 bg-surface px-4 py-3.5 font-semibold text-destructive backdrop-blur-xl hover:bg-destructive/10"
      />
    </>
  );
}
