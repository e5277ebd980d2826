import { viewPaths } from '@shared/api-paths';
import { VIEW_BATCH_MAX, VIEW_FLUSH_MS, type SeenItem, type ViewKind } from '@shared/view-rules';

/*
 * What the member saw, reported for the brands' reach (decision 021): each item once per page
 * load, gathered for a few seconds and sent in small batches, and whatever waits is sent as the page
 * hides. Reporting is best effort: a failed batch is dropped, never retried or shown.
 */

export interface ViewReporter {
  /** Notes that the member saw an item; sent with the next batch unless already reported. */
  record(kind: ViewKind, id: string): void;
  /** Sends whatever waits, in batches of at most VIEW_BATCH_MAX. */
  flush(): void;
}

export function createViewReporter(opts: {
  send: (items: SeenItem[]) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}): ViewReporter {
  const setTimer = opts.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = opts.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const reported = new Set<string>();
  let waiting: SeenItem[] = [];
  let timer: unknown;

  function flush() {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    const batches = waiting;
    waiting = [];
    for (let i = 0; i < batches.length; i += VIEW_BATCH_MAX) opts.send(batches.slice(i, i + VIEW_BATCH_MAX));
  }

  function record(kind: ViewKind, id: string) {
    const key = `${kind}:${id}`;
    if (reported.has(key)) return;
    reported.add(key);
    waiting.push({ kind, id });
    if (waiting.length >= VIEW_BATCH_MAX) flush();
    else timer ??= setTimer(flush, VIEW_FLUSH_MS);
  }

  return { record, flush };
}

/** One small JSON POST; `keepalive` lets it finish after the page has gone (what a beacon does). */
function post(items: SeenItem[]) {
  void fetch(viewPaths.record, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ items }),
  }).catch(() => undefined);
}

let reporter: ViewReporter | undefined;

/** The page's reporter, which sends what waits when the tab is hidden or the page unloads. */
function pageReporter(): ViewReporter {
  if (!reporter) {
    const r = createViewReporter({ send: post });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') r.flush();
    });
    window.addEventListener('pagehide', () => r.flush());
    reporter = r;
  }
  return reporter;
}

/** Reports that the member saw a brand's post, reel or long video. */
export function recordView(kind: ViewKind, id: string): void {
  if (typeof document === 'undefined') return;
  pageReporter().record(kind, id);
}
