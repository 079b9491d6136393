import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { AppError } from '@arrendo/contracts';
import { assertSafeKey, type MediaStorage } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (R2, MinIO, a local test server); AWS itself needs none. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers read objects (a CDN or the bucket's public URL), without a trailing slash. */
  publicUrl: string;
  /** Per request; the SDK retries within it. */
  timeoutMs?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

function unavailable(error: unknown): AppError {
  return new AppError(
    'UNAVAILABLE',
    'Photo storage is not available right now. Please try again shortly.',
    {
      reason: 'storage_unavailable',
      cause: error instanceof Error ? error.name : 'unknown',
    },
  );
}

/** An S3 bucket (or any service that speaks the S3 API). */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 demands them: several S3-compatible services reject the
      // newer default trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { requestTimeout: options.timeoutMs ?? 10_000, connectionTimeout: 3000 },
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: IMMUTABLE,
        }),
      );
    } catch (error) {
      throw unavailable(error);
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      batch.forEach(assertSafeKey);
      let reply;
      try {
        reply = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.options.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
      // Quiet mode lists only failures; a missing key is a success in S3.
      if (reply.Errors && reply.Errors.length > 0) {
        throw unavailable(new Error(`${reply.Errors.length} objects not deleted`));
      }
    }
  }

  publicUrl(key: string): string {
    return `${this.options.publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  destroy(): void {
    this.client.destroy();
  }
}
