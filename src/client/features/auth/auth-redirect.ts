import type { Location } from 'react-router';

export interface AuthRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where to go after logging in: the guarded page that sent the visitor here, else home. */
export function redirectTarget(state: unknown): string {
  const from = (state as AuthRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/';
  // Protocol-relative paths would leave the site.
  if (from.pathname.startsWith('//') || from.pathname.startsWith('/auth')) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
