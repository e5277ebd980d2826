import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Storage, type S3StorageOptions } from '../platform/s3-storage';
import type { Storage } from '../platform/storage';

/** s3rver's own fixed credentials: it checks signatures against these. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** What the server did, as S3 event names and keys: `ObjectCreated:Post videos/a.mp4` for a multipart upload. */
  events: string[];
  /** A storage on this server's bucket; closed with the server. */
  storage(opts?: Partial<S3StorageOptions>): Promise<Storage>;
  /** Every key in the bucket, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** Stops answering; the bucket's files are removed with it. */
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver, decision 033) on a free loopback port, its bucket in a temp dir. */
export async function startS3Server(bucket = 'media'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const events: string[] = [];
  // s3rver is a Koa app and emits S3's event notifications; its typings leave that out.
  (server as unknown as EventEmitter).on(
    'event',
    (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => {
      for (const r of event.Records) events.push(`${r.eventName} ${r.s3.object.key}`);
    },
  );
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  const storages: Storage[] = [];
  let stopped = false;
  return {
    endpoint,
    bucket,
    events,
    async storage(opts = {}) {
      const storage = await createS3Storage({ bucket, endpoint, region: 'us-east-1', ...S3RVER_CREDENTIALS, ...opts });
      storages.push(storage);
      return storage;
    },
    async keys(prefix) {
      const out: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        out.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return out.sort();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      client.destroy();
      for (const s of storages) s.close?.();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
