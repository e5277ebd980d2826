import path from 'node:path';
import type { S3StorageOptions } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

export interface StorageConfig {
  dataDir: string;
  s3: S3StorageOptions | undefined;
}

/** The one place a storage is made from the configuration: the bucket when S3_BUCKET is set, else local disk. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  // Loaded only when used: an install on local disk never pays for the SDK at start-up.
  if (config.s3) return (await import('./s3-storage')).createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'media'));
}
