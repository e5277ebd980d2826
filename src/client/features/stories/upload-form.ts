import { field, uploadForm as upload } from '@client/lib/upload';

/** Posts multipart form data with its progress and answers the reply's `key` field. */
export function uploadForm<T>(
  url: string,
  form: FormData,
  key: string,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return upload<unknown>(url, form, { onProgress }).then(field<T>(key));
}
