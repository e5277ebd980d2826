import type { ErrorBody } from '@shared/errors';
import type { Post } from '@shared/posts';
import { ptBR } from '@shared/i18n/pt-BR';
import { ApiError } from '@client/lib/api';

/**
 * Sends a new post as multipart form data. XMLHttpRequest rather than fetch: it reports upload
 * progress, which a 200 MB video on a phone connection needs.
 */
export function uploadPost(
  input: { file: File; content: string; alt?: string; segmentId?: string },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Post> {
  const form = new FormData();
  form.append('content', input.content);
  if (input.alt) form.append('alt', input.alt);
  if (input.segmentId) form.append('segmentId', input.segmentId);
  form.append('file', input.file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/posts');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { post?: Post } | Partial<ErrorBody> | null;
      if (xhr.status === 201 && body && 'post' in body && body.post) return resolve(body.post);
      const err = body as Partial<ErrorBody> | null;
      if (err && typeof err.code === 'string' && typeof err.message === 'string') {
        return reject(new ApiError(xhr.status, err.code, err.message, err.fields));
      }
      reject(
        new ApiError(
          xhr.status,
          xhr.status === 413 ? 'file_too_large' : 'internal',
          xhr.status === 413 ? ptBR.errors.payloadTooLarge : ptBR.errors.internal,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', ptBR.errors.network));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
