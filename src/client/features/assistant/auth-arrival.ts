/*
 * The assistant's code loads when the browser is idle, up to a few seconds after the page. Its
 * welcome on /auth is due 2 s after the visitor arrived there, so the app shell notes the arrival
 * and the welcome counts from it: code that arrives late greets at once rather than 2 s later.
 */
let arrivedAt: number | null = null;

/** Called by the app shell on every route: keeps the first moment of an unbroken stay on /auth. */
export function noteAuthArrival(pathname: string, now = performance.now()) {
  arrivedAt = pathname === '/auth' ? (arrivedAt ?? now) : null;
}

/** How long the visitor has been on /auth (0 when the arrival was not noted). */
export function sinceAuthArrival(now = performance.now()): number {
  return arrivedAt === null ? 0 : Math.max(0, now - arrivedAt);
}
