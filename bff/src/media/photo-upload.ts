import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, Photo, PHOTO_LIMITS, type StoredPhoto } from '@arrendo/contracts';
import { createStorage, type MediaStorage } from '../storage/index.js';
import { photoRefused } from './errors.js';
import { Gate } from './gate.js';
import { processPhoto, type ProcessedPhoto } from './process.js';
import { readLimited, tooLarge } from './read-limited.js';

/**
 * One photo attached to something a signed-in user writes (a damage claim, its messages), handled
 * exactly as message photos are (`routes/api/messages/photos.ts`): one multipart `file`, sniffed,
 * sized, stripped of EXIF, stored as WebP renditions under `<folder>/<random id>`, then recorded
 * by the owning service as the uploader's. A failure after storing deletes what was stored.
 */

const FILE_FIELD = 'file';

function malformedUpload(): AppError {
  return new AppError(
    'VALIDATION',
    `Send the photo as multipart/form-data with one file field named "${FILE_FIELD}".`,
    { reason: 'malformed_request', fields: [{ path: FILE_FIELD, message: 'Required' }] },
  );
}

async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw malformedUpload();
  let part;
  try {
    part = await request.file();
  } catch (error) {
    if (AppError.isAppError(error)) throw error;
    throw malformedUpload();
  }
  if (!part) throw photoRefused('missing_file', 'Choose a photo to upload.');
  if (part.fieldname !== FILE_FIELD) {
    part.file.resume();
    throw malformedUpload();
  }
  try {
    const bytes = await readLimited(part.file, PHOTO_LIMITS.maxBytes);
    if (part.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    part.file.resume();
    if (AppError.isAppError(error)) throw error;
    throw malformedUpload();
  }
}

async function deleteQuietly(storage: MediaStorage, keys: string[], log: FastifyBaseLogger) {
  if (keys.length === 0) return;
  await storage.delete(keys).catch((error: unknown) => {
    log.warn({ err: error, keys }, 'could not delete stored photo files');
  });
}

async function storeAll(storage: MediaStorage, processed: ProcessedPhoto, log: FastifyBaseLogger) {
  const stored: string[] = [];
  try {
    for (const r of processed.renditions) {
      await storage.put(r.key, r.bytes, r.contentType);
      stored.push(r.key);
    }
  } catch (error) {
    await deleteQuietly(storage, stored, log);
    log.error({ err: error }, 'photo storage failed');
    throw new AppError(
      'UNAVAILABLE',
      'Photo storage is not available right now. Please try again shortly.',
    );
  }
}

function storedPhoto(id: string, processed: ProcessedPhoto, storage: MediaStorage): StoredPhoto {
  const largest = processed.renditions[processed.renditions.length - 1]!;
  const main = processed.renditions.findLast((r) => r.width <= 1024) ?? largest;
  return {
    id,
    url: storage.publicUrl(main.key),
    width: largest.width,
    height: largest.height,
    variants: processed.renditions.map((r) => ({ url: storage.publicUrl(r.key), width: r.width })),
    placeholder: processed.placeholder,
    keys: processed.renditions.map((r) => r.key),
  };
}

export interface PhotoUploadOptions {
  /** Tests pass their own; by default the env decides (S3 bucket or the local folder). */
  storage?: MediaStorage;
}

/**
 * A plugin serving `POST <prefix>/photos` that stores under `folder` and asks `record` (the owning
 * service's RPC, as the caller) to make the photo the uploader's.
 */
export function photoUploadRoutes(
  folder: string,
  record: (request: FastifyRequest, photo: StoredPhoto) => Promise<Photo>,
): FastifyPluginAsyncZod<PhotoUploadOptions> {
  return async (app, options) => {
    const storage = options.storage ?? createStorage(app.config);
    const decoding = new Gate(2);
    await app.register(multipart, {
      limits: {
        fileSize: PHOTO_LIMITS.maxBytes + 1,
        files: 1,
        fields: 0,
        parts: 2,
        fieldNameSize: 100,
        fieldSize: 1024,
        headerPairs: 20,
      },
      throwFileSizeLimit: false,
    });
    app.addHook('preHandler', app.requireUser);

    app.post('/photos', { schema: { response: { 201: Photo } } }, async (request, reply) => {
      const bytes = await readUpload(request);
      const photoId = randomUUID();
      const processed = await decoding.run(() => processPhoto(bytes, `${folder}/${photoId}`));
      await storeAll(storage, processed, request.log);
      const stored = storedPhoto(photoId, processed, storage);
      try {
        const photo = await record(request, stored);
        return reply.code(201).send(photo);
      } catch (error) {
        await deleteQuietly(storage, stored.keys, request.log);
        throw error;
      }
    });
  };
}
