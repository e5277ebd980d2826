import type { ErrorBody } from '@shared/errors';
import { ptBR } from '@shared/i18n/pt-BR';
import { ApiError } from '@client/lib/api';

/**
 * Posts multipart form data and answers the reply's `key` field. XMLHttpRequest rather than fetch:
 * it reports upload progress, which a video on a phone connection needs.
 */
export function uploadForm<T>(
  url: string,
  form: FormData,
  key: string,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as Record<string, unknown> | null;
      if (xhr.status === 201 && body && key in body) return resolve(body[key] as T);
      const err = body as Partial<ErrorBody> | null;
      if (err && typeof err.code === 'string' && typeof err.message === 'string') {
        return reject(new ApiError(xhr.status, err.code, err.message, err.fields));
      }
      const tooLarge = xhr.status === 413;
      reject(
        new ApiError(
          xhr.status,
          tooLarge ? 'file_too_large' : 'internal',
          tooLarge ? ptBR.errors.payloadTooLarge : ptBR.errors.internal,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', ptBR.errors.network));
    xhr.send(form);
  });
}
