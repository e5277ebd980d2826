import { ASSISTANT_TIMINGS } from '@shared/assistant';

/*
 * The assistant's code loads when the browser is idle, up to a few seconds after the page, and its
 * welcome on /auth is due 2 s after the visitor arrived. On the page the assistant first meets, the
 * visitor arrived when the page started loading (`performance.now()` counts from then); on any
 * later arrival at /auth the assistant was already there and counts from that moment.
 */
export function welcomeDelay(firstPage: boolean, now: number): number {
  return Math.max(0, ASSISTANT_TIMINGS.authAutoOpen - (firstPage ? now : 0));
}

let firstPageTaken = false;

/** True the first time it is asked in this document: the page the assistant first meets. */
export function takeFirstPage(): boolean {
  const first = !firstPageTaken;
  firstPageTaken = true;
  return first;
}
