import { postPaths } from '@shared/api-paths';
import type { Post } from '@shared/posts';
import type { ReplyControl } from '@shared/reply-rules';
import { field, uploadForm } from '@client/lib/upload';

/** Sends a new post as multipart form data, reporting progress: a 200 MB video on a phone needs it. */
export function uploadPost(
  input: {
    file: File;
    content: string;
    alt?: string;
    segmentId?: string;
    asBrandId?: string;
    replyControl?: ReplyControl;
    /** The `productTags` field's JSON text; empty when nothing is tagged. */
    productTags?: string;
  },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Post> {
  const form = new FormData();
  form.append('content', input.content);
  if (input.alt) form.append('alt', input.alt);
  if (input.segmentId) form.append('segmentId', input.segmentId);
  if (input.asBrandId) form.append('asBrandId', input.asBrandId);
  if (input.replyControl) form.append('replyControl', input.replyControl);
  if (input.productTags) form.append('productTags', input.productTags);
  form.append('file', input.file);
  return uploadForm<unknown>(postPaths.create, form, { onProgress, ...(signal ? { signal } : {}) }).then(
    field<Post>('post'),
  );
}
