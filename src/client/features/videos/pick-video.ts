import { ptBR } from '@shared/i18n/pt-BR';
import { VIDEO_LIMITS, videoTooLongMessage, type VideoKind } from '@shared/video-rules';
import { toast } from '@client/ui/use-toast';

const MB = 1024 * 1024;

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

/** What is wrong with a video picked as this kind (too large, too long), or null; the server checks again. */
export async function videoProblem(file: File, kind: VideoKind): Promise<string | null> {
  const limit = VIDEO_LIMITS[kind];
  if (file.size > limit.maxBytes) return ptBR.media.videoTooLarge(Math.round(limit.maxBytes / MB));
  const duration = await readVideoDuration(file);
  return duration !== null && duration > limit.maxDurationMs ? videoTooLongMessage(kind) : null;
}

/**
 * Checks a picked file before any byte is sent: a video, within the size limit and, when the
 * browser can read it, within the duration limit. Says what is wrong in a toast.
 */
export async function acceptVideo(file: File, kind: VideoKind): Promise<boolean> {
  const fail = (title: string, description: string) => {
    toast({ title, description, variant: 'destructive' });
    return false;
  };
  if (!file.type.startsWith('video/'))
    return fail(ptBR.videoMedia.videoOnly.title, ptBR.videoMedia.videoOnly.description);
  const problem = await videoProblem(file, kind);
  return problem ? fail(ptBR.common.error, problem) : true;
}
