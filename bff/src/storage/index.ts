import type { BffEnv } from '../env.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { MediaStorage } from './storage.js';

export type { MediaStorage } from './storage.js';

/** Where a bucket's objects are read when S3_PUBLIC_URL is not set. */
export function defaultS3PublicUrl(
  env: Pick<BffEnv, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>,
): string {
  const bucket = env.S3_BUCKET ?? '';
  if (env.S3_ENDPOINT) {
    const endpoint = new URL(env.S3_ENDPOINT);
    if (env.S3_FORCE_PATH_STYLE) return `${endpoint.origin}/${bucket}`;
    return `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  }
  return `https://${bucket}.s3.${env.S3_REGION}.amazonaws.com`;
}

/** The bucket when S3_BUCKET is set, else the local folder served at /media. */
export function createStorage(env: BffEnv): MediaStorage {
  if (!env.S3_BUCKET) return new LocalStorage(env.MEDIA_DIR);
  return new S3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: (env.S3_PUBLIC_URL ?? defaultS3PublicUrl(env)).replace(/\/+$/, ''),
    timeoutMs: env.RPC_TIMEOUT_MS,
  });
}
