import type { ErrorBody } from '@shared/errors';
import { ptBR } from '@shared/i18n/pt-BR';
import { ApiError } from '@client/lib/api';

/** Sends a multipart form (a picture and its fields) and reads the JSON answer like the JSON client does. */
export async function sendForm<T>(
  method: 'POST' | 'PATCH',
  path: string,
  fields: Record<string, string>,
  file?: { name: string; file: File } | null,
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append(file.name, file.file);
  let response: Response;
  try {
    response = await fetch(path, { method, body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'network', ptBR.errors.network);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const err = data as Partial<ErrorBody> | undefined;
    if (err && typeof err.code === 'string' && typeof err.message === 'string')
      throw new ApiError(response.status, err.code, err.message, err.fields);
    throw new ApiError(response.status, 'internal', ptBR.errors.internal);
  }
  return data as T;
}
