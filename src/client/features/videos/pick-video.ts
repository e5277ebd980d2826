import { ptBR } from '@shared/i18n/pt-BR';
import { toast } from '@client/ui/use-toast';

const MB = 1024 * 1024;
/** The server's limit for a video upload (platform/media/upload.ts). */
export const VIDEO_MAX_BYTES = 200 * MB;

/** The duration the browser reads from a file's header, or null when it cannot tell. */
export function readVideoDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (ms: number | null) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(ms);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? Math.round(video.duration * 1000) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/**
 * Checks a picked file before any byte is sent: a video, within the size limit and, when the
 * browser can read it, within the duration limit. Says what is wrong in a toast; the server checks again.
 */
export async function acceptVideo(file: File, maxDurationMs: number, limitText: string): Promise<boolean> {
  const fail = (title: string, description: string) => {
    toast({ title, description, variant: 'destructive' });
    return false;
  };
  if (!file.type.startsWith('video/'))
    return fail(ptBR.videoMedia.videoOnly.title, ptBR.videoMedia.videoOnly.description);
  if (file.size > VIDEO_MAX_BYTES) return fail(ptBR.common.error, ptBR.media.videoTooLarge(VIDEO_MAX_BYTES / MB));
  const duration = await readVideoDuration(file);
  if (duration !== null && duration > maxDurationMs) return fail(ptBR.common.error, ptBR.videoMedia.tooLong(limitText));
  return true;
}
