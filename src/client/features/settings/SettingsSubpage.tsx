import type { ReactNode } from 'react';
import { BackLink } from '@client/ui/back-link';
import { cn } from '@client/lib/cn';
import { PageHeader } from '@client/ui/page-header';
import { backToSettings, settingsSections, type SettingsSection } from './settings-menu';

/** A page of the settings menu: its title and the way back to the menu, then its cards one under another. */
export function SettingsSubpage({
  section,
  description,
  className,
  children,
}: {
  section: SettingsSection['slug'];
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  const { title } = settingsSections.find((s) => s.slug === section)!;
  return (
    <>
      <PageHeader title={title} description={description} before={<BackLink {...backToSettings} />} />
      <div className={cn('grid gap-4', className)}>{children}</div>
    </>
  );
}
