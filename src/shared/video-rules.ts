// Long videos' limits and how a duration reads, apart from their schemas (zod).
import { ptBR } from './i18n/pt-BR';

const t = ptBR.videos;

export const LONG_VIDEO_MAX_DURATION_MS = 60 * 60_000;
export const VIDEO_TITLE_MAX = 120;
export const VIDEO_DESCRIPTION_MAX = 5000;
/** The right panel: up to this many of the member's own videos, then the demo ones. */
export const FEATURED_OWN_MAX = 5;
export const FEATURED_DEMO_COUNT = 3;

/** '3:07', '1:02:45': how a duration reads on a thumbnail; 'N/A' when unknown. */
export function formatDuration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return t.durationUnknown;
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
