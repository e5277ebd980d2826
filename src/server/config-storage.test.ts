import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('media storage settings', () => {
  it('keeps media on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('reads the bucket, with us-east-1 and no public base by default', () => {
    expect(loadConfig({ S3_BUCKET: 'midia' }).s3).toEqual({
      bucket: 'midia',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      publicUrl: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'midia',
        S3_ENDPOINT: 'https://conta.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'chave',
        S3_SECRET_ACCESS_KEY: 'segredo',
        S3_PUBLIC_URL: 'https://cdn.exemplo.com.br/',
      }).s3,
    ).toEqual({
      bucket: 'midia',
      endpoint: 'https://conta.r2.cloudflarestorage.com',
      region: 'auto',
      accessKeyId: 'chave',
      secretAccessKey: 'segredo',
      publicUrl: 'https://cdn.exemplo.com.br',
    });
  });

  it('refuses half a key pair and addresses that are not URLs', () => {
    expect(() => loadConfig({ S3_BUCKET: 'midia', S3_ACCESS_KEY_ID: 'chave' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'midia', S3_PUBLIC_URL: 'cdn' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ S3_BUCKET: 'midia', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
