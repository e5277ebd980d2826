import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface FilePart {
  data: Buffer;
  filename?: string;
  type?: string;
  field?: string;
}

/** A multipart/form-data body as a browser sends it, for API tests through `app.inject`. */
export function multipartForm(fields: Record<string, string>, file?: FilePart | null) {
  const boundary = `----bs${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename ?? 'foto.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends a form with a member's session cookie, as the browser submits it. */
export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  cookie: string,
  form: ReturnType<typeof multipartForm>,
) {
  return app.inject({ method, url, payload: form.payload, headers: { ...form.headers, cookie } });
}
