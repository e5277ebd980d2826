const REM = 16;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function intersects(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Where the chat would open above the launcher: ChatPanel's size (at most 22 rem wide and 32 rem
 * tall, less on small screens), 0.75 rem above it, right edges aligned.
 */
export function chatBoxAbove(launcher: Box, viewport: { width: number; height: number }): Box {
  const width = Math.min(22 * REM, viewport.width - 1.5 * REM);
  const height = Math.min(32 * REM, viewport.height - 9 * REM);
  const bottom = launcher.top - 0.75 * REM;
  return { left: launcher.right - width, right: launcher.right, top: bottom - height, bottom };
}

/**
 * Whether the chat, opened by itself above the launcher, leaves the auth page's form (which marks
 * itself with data-assistant-avoid) uncovered. With no form on screen (the page is between routes,
 * or the member has just signed in) it says no: the greeting is then a bubble, never a chat over
 * whatever comes next.
 */
export function chatFitsBesideForm(launcher: HTMLElement | null): boolean {
  const avoid = document.querySelector('[data-assistant-avoid]');
  if (!launcher || !avoid) return false;
  const chat = chatBoxAbove(launcher.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight });
  return !intersects(chat, avoid.getBoundingClientRect());
}
