import { useEffect } from 'react';
import { themes, type ThemeId } from '@shared/themes';
import { useSessionQuery } from '@client/features/auth/use-session';

function applyTheme(id: ThemeId) {
  const root = document.documentElement;
  root.dataset.theme = id;
  root.style.colorScheme = themes[id].dark ? 'dark' : 'light';
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themes[id].gradient[0]);
}

/**
 * Keeps <html data-theme> on the member's theme. The server already renders it into index.html;
 * this follows changes made in the app and resets it when nobody is logged in.
 */
export function ThemeSync() {
  const session = useSessionQuery();
  const theme = session.data ? (session.data.member?.theme ?? 'default') : undefined;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  return null;
}
