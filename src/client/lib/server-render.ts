import type { DehydratedState } from '@tanstack/react-query';
import type { RenderClock } from './render-clock';

/*
 * What a server-rendered page carries besides its HTML: the query answers it was written from and the
 * clock it was written with (<script type="application/json" id="server-render">).
 */

export const SERVER_RENDER_ID = 'server-render';

export interface ServerRender {
  queries: DehydratedState;
  clock: RenderClock;
}

export function readServerRender(): ServerRender | undefined {
  const el = document.getElementById(SERVER_RENDER_ID);
  if (!el?.textContent) return undefined;
  el.remove();
  try {
    const parsed = JSON.parse(el.textContent) as ServerRender;
    return parsed && typeof parsed === 'object' && parsed.queries && parsed.clock ? parsed : undefined;
  } catch {
    return undefined;
  }
}
