import type { ErrorBody } from '@shared/errors';
import { ptBR } from '@shared/i18n/pt-BR';
import { takeBootData } from './boot-data';
import { getServerGet } from './server-get';

/** A failed API call. `message` is pt-BR and meant to be shown to the member as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The pt-BR text to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : ptBR.errors.internal;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}

async function request<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  if (method === 'GET') {
    const embedded = takeBootData(path);
    if (embedded !== undefined) return embedded as T;
    const serverGet = getServerGet();
    if (serverGet) {
      const answer = await serverGet(path);
      if (answer.status >= 200 && answer.status < 300) return answer.body as T;
      if (isErrorBody(answer.body)) throw new ApiError(answer.status, answer.body.code, answer.body.message);
      throw new ApiError(answer.status, 'internal', ptBR.errors.internal);
    }
  }
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
  if (signal) init.signal = signal;
  if (method !== 'GET') {
    // The server refuses state changes that are not JSON: an empty object stands in for no body.
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', ptBR.errors.network);
  }

  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.fields);
    throw new ApiError(response.status, 'internal', ptBR.errors.internal);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  /** Puts a mark (a like, a save, a follow) at its address, or takes it off: PUT to set, DELETE to clear. */
  mark: <T>(path: string, on: boolean) => request<T>(on ? 'PUT' : 'DELETE', path),
};
