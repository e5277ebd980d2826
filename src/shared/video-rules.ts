// Every kind of video's limits and how a duration reads, apart from their schemas (zod).
import { ptBR } from './i18n/pt-BR';

const t = ptBR.videos;
const MB = 1024 * 1024;

/** Where a video is posted; each kind has its own duration and size limits. */
export type VideoKind = 'post' | 'story' | 'highlight' | 'reel' | 'longVideo';

export interface VideoLimit {
  maxDurationMs: number;
  maxBytes: number;
}

/**
 * One table for every upload of a video, read by the server and the client alike. A story segment
 * lasts 60 s (as Instagram's), a post video 90 s like a reel. Sizes allow a phone's 1080p recording
 * (about 18 Mbit/s) for the whole duration.
 */
export const VIDEO_LIMITS: Readonly<Record<VideoKind, VideoLimit>> = {
  post: { maxDurationMs: 90_000, maxBytes: 200 * MB },
  story: { maxDurationMs: 60_000, maxBytes: 140 * MB },
  highlight: { maxDurationMs: 60_000, maxBytes: 140 * MB },
  reel: { maxDurationMs: 90_000, maxBytes: 200 * MB },
  longVideo: { maxDurationMs: 60 * 60_000, maxBytes: 200 * MB },
};

export const LONG_VIDEO_MAX_DURATION_MS = VIDEO_LIMITS.longVideo.maxDurationMs;
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

/** '90 segundos', '60 minutos': how a duration limit reads in a refusal. */
export function formatDurationLimit(ms: number): string {
  return ms < 120_000
    ? ptBR.videoMedia.seconds(Math.round(ms / 1000))
    : ptBR.videoMedia.minutes(Math.round(ms / 60_000));
}

/** 'Este vídeo é longo demais: o limite é de 60 segundos.' for a kind's limit. */
export const videoTooLongMessage = (kind: VideoKind) =>
  ptBR.videoMedia.tooLong(formatDurationLimit(VIDEO_LIMITS[kind].maxDurationMs));
