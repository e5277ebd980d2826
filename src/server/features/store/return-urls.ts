import type { FastifyRequest } from 'fastify';

/*
 * Where a buyer may be sent back after the hosted payment page: only this site (its public address or
 * the origin the request came in on) and the configured ALLOWED_ORIGINS. Anything else would make our
 * domain an open redirect.
 */

/** The origin of an http(s) URL; null for another scheme or what does not parse. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The origins a return URL may point at, for this request. */
export function returnOrigins(
  request: FastifyRequest,
  site: { publicUrl: string | undefined; allowedOrigins: string[] },
): Set<string> {
  const candidates = [`${request.protocol}://${request.host}`, ...site.allowedOrigins];
  if (site.publicUrl) candidates.push(site.publicUrl);
  return new Set(candidates.map(originOf).filter((o): o is string => o !== null));
}

/**
 * True for an absolute http(s) URL on one of the origins. Backslashes, control characters and
 * credentials are refused outright: browsers and parsers disagree on them, which is how an allowed
 * prefix ends up on another host.
 */
export function isAllowedReturnUrl(url: string, origins: Set<string>): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u0020\u007f]/.test(url) || !/^https?:\/\/[^/]/i.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  return origins.has(parsed.origin);
}

/** The URL itself when allowed, else `home` (this site's root): a stored URL never sends anyone elsewhere. */
export function safeReturnUrl(url: string, origins: Set<string>, home: string): string {
  return isAllowedReturnUrl(url, origins) ? url : home;
}
