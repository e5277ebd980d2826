import { uploadForm } from '@client/lib/upload';

/** Sends a multipart form (a picture and its fields) and reads the JSON answer like the JSON client does. */
export function sendForm<T>(
  method: 'POST' | 'PATCH',
  path: string,
  fields: Record<string, string>,
  file?: { name: string; file: File } | null,
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append(file.name, file.file);
  return uploadForm<T>(path, body, { method });
}
