import { createContext, useContext } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The clock and time zone that times on screen ("há 5 minutos", dates) are written with. A page the
 * server rendered is first hydrated with the server's instant and a fixed zone, so that the browser
 * writes exactly what the server wrote; the app then switches to the live clock and the member's zone.
 */
export interface RenderClock {
  /** Milliseconds since the epoch; undefined for "now". */
  now: number | undefined;
  /** IANA zone; undefined for the browser's own. */
  timeZone: string | undefined;
}

export const LIVE_CLOCK: RenderClock = { now: undefined, timeZone: undefined };

/** The zone of a server-rendered first screen: where most members are. */
export const SERVER_TIME_ZONE = 'America/Sao_Paulo';

export const RenderClockContext = createContext<RenderClock>(LIVE_CLOCK);

/**
 * The clock to write times with. Only the components that show a time switch to the live clock after
 * hydration (a store snapshot that changes re-renders synchronously: the whole app would be one long task).
 */
export function useRenderClock(): RenderClock {
  const serverClock = useContext(RenderClockContext);
  return useHydrated() ? LIVE_CLOCK : serverClock;
}
