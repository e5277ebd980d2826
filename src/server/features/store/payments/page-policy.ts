import { originOf } from '../return-urls';

/** The hosted payment pages' Content-Security-Policy. */

/**
 * The app's policy, except that the page's forms may end at the storefront's own return pages: a
 * storefront on another origin gets its buyer back after paying or cancelling.
 */
export function pagePolicy(returnUrls: string[]): string {
  const origins = [...new Set(returnUrls.map(originOf).filter((o): o is string => o !== null))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${origins.map((o) => ` ${o}`).join('')}`,
  ].join('; ');
}
