import type { ErrorBody } from '@shared/errors';
import { ptBR } from '@shared/i18n/pt-BR';
import { ApiError } from '@client/lib/api';

export interface UploadOptions {
  method?: 'POST' | 'PATCH';
  /** Called as the bytes leave, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form and reads the JSON answer, failing with the ApiError the JSON client would.
 * XMLHttpRequest rather than fetch because it reports upload progress, which a video on a phone
 * connection needs; every form that carries a file goes through here.
 */
export function uploadForm<T>(url: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as T);
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
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** The answer's `key` field (`{ post }`, `{ story }`), or the error the JSON client gives for a malformed reply. */
export function field<T>(key: string) {
  return (body: unknown): T => {
    const record = body as Record<string, unknown> | null;
    if (record && key in record) return record[key] as T;
    throw new ApiError(500, 'internal', ptBR.errors.internal);
  };
}
