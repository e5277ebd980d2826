import { ptBR } from '@shared/i18n/pt-BR';
import { videoProblem } from './pick-video';

const m = ptBR.media;
const IMAGE_MAX_BYTES = 15 * 1024 * 1024;

/**
 * Why a picture or video picked for a post or a story cannot go up, as a title and a text to say, or
 * null when it can. Checked by type and size here; the server checks the content again.
 */
export async function mediaProblem(file: File, use: 'post' | 'story'): Promise<[string, string] | null> {
  const kind = file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : null;
  if (!kind) return [m.invalidFile.title, m.invalidFile.description];
  if (kind === 'image') return file.size > IMAGE_MAX_BYTES ? [ptBR.common.error, m.imageTooLarge(15)] : null;
  const problem = await videoProblem(file, use);
  return problem ? [ptBR.common.error, problem] : null;
}
