/*
 * The server embeds the answers to a page's first GET calls in its HTML (<script type="application/json"
 * id="boot-data">, keyed by URL), sparing the round trips a phone would otherwise make one after the
 * other before the page can show anything. Each answer is used once: later calls go to the network.
 */

export const BOOT_DATA_ID = 'boot-data';

let entries: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (entries) return entries;
  entries = new Map();
  const el = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID);
  if (el?.textContent) {
    try {
      const parsed: unknown = JSON.parse(el.textContent);
      if (parsed && typeof parsed === 'object') entries = new Map(Object.entries(parsed));
    } catch {
      // Broken embedded data only costs the round trips it was meant to save.
    }
  }
  el?.remove();
  return entries;
}

/** The embedded answer to a GET of `url`, once; undefined when the page came without it. */
export function takeBootData(url: string): unknown {
  const data = load();
  const value = data.get(url);
  data.delete(url);
  return value;
}

/** Forgets what was embedded, e.g. after logging out, so nothing of one member reaches the next. */
export function clearBootData(): void {
  load().clear();
}
