import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  ListingIdParams,
  ListingPhotoParams,
  ListingPhotoRpc,
  PHOTO_LIMITS,
  PhotosResponse,
  ReorderPhotosBody,
  type StoredPhoto,
} from '@arrendo/contracts';
import { photoRefused } from '../../../media/errors.js';
import { Gate } from '../../../media/gate.js';
import { processPhoto, type ProcessedPhoto } from '../../../media/process.js';
import { readLimited, tooLarge } from '../../../media/read-limited.js';
import { createStorage, type MediaStorage } from '../../../storage/index.js';

const FILE_FIELD = 'photo';

function malformedUpload(): AppError {
  return new AppError(
    'VALIDATION',
    `Send the photo as multipart/form-data with one file field named "${FILE_FIELD}".`,
    { reason: 'malformed_request', fields: [{ path: FILE_FIELD, message: 'Required' }] },
  );
}

/** The one file part, read with a byte counter; anything that is not that is a 400. */
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
    // Busboy stops at its own limit (one byte past ours) and marks the part truncated.
    if (part.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    part.file.resume();
    if (AppError.isAppError(error)) throw error;
    // A body cut short or garbled mid-way is the client's problem, not a 500.
    throw malformedUpload();
  }
}

/**
 * Reads the rest of an upload and throws it away. A browser still sending its file when the
 * answer comes may report a reset connection instead of the answer; busboy's limits bound this.
 */
async function discardUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') part.file.resume();
    }
  } catch {
    // A garbled body: nothing more to read.
  }
}

async function deleteQuietly(storage: MediaStorage, keys: string[], log: FastifyBaseLogger) {
  if (keys.length === 0) return;
  await storage.delete(keys).catch((error: unknown) => {
    // The photo is gone from the listing either way; an orphan file is only wasted space.
    log.warn({ err: error, keys }, 'could not delete stored photo files');
  });
}

/** Stores every rendition or none: a failure part-way deletes what was written. */
async function storeAll(
  storage: MediaStorage,
  processed: ProcessedPhoto,
  log: FastifyBaseLogger,
): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const r of processed.renditions) {
      await storage.put(r.key, r.bytes, r.contentType);
      stored.push(r.key);
    }
    return stored;
  } catch (error) {
    await deleteQuietly(storage, stored, log);
    if (AppError.isAppError(error)) throw error;
    log.error({ err: error }, 'photo storage failed');
    throw new AppError(
      'UNAVAILABLE',
      'Photo storage is not available right now. Please try again shortly.',
    );
  }
}

function storedPhoto(
  photoId: string,
  processed: ProcessedPhoto,
  storage: MediaStorage,
): StoredPhoto {
  const variants = processed.renditions.map((r) => ({
    url: storage.publicUrl(r.key),
    width: r.width,
  }));
  const largest = processed.renditions[processed.renditions.length - 1]!;
  // The default `src` is a mid-size rendition: a fine first paint where srcset is not used.
  const main = processed.renditions.findLast((r) => r.width <= 1024) ?? largest;
  return {
    id: photoId,
    url: storage.publicUrl(main.key),
    width: largest.width,
    height: largest.height,
    variants,
    placeholder: processed.placeholder,
    keys: processed.renditions.map((r) => r.key),
  };
}

export interface PhotoRoutesOptions {
  /** Tests pass their own; by default the env decides (S3 bucket or the local folder). */
  storage?: MediaStorage;
}

/**
 * A host's listing photos, under `/api/host/listings` beside the other host listing routes.
 * The listing service decides who may change what; the BFF sniffs, checks, resizes and stores.
 */
const photoRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? createStorage(app.config);
  // Two decodes at a time per process: enough for a host's batch, bounded in memory.
  const decoding = new Gate(2);

  await app.register(multipart, {
    // Busboy's limits, so a hostile body ends in a 400 without ever being buffered whole:
    // one file one byte past the photo limit (so "too large" is told apart), no other fields.
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

  app.post(
    '/:id/photos',
    { schema: { params: ListingIdParams, response: { 201: PhotosResponse } } },
    async (request, reply) => {
      const propertyId = request.params.id;
      // Ownership and the photo limit first: no CPU or storage is spent for a refused upload.
      const { photoId, keyPrefix } = await request
        .call(ListingPhotoRpc.prepare, { propertyId })
        .catch(async (error: unknown) => {
          await discardUpload(request);
          throw error;
        });
      const bytes = await readUpload(request);
      const processed = await decoding.run(() => processPhoto(bytes, keyPrefix));
      const keys = await storeAll(storage, processed, request.log);
      try {
        const result = await request.call(ListingPhotoRpc.attach, {
          propertyId,
          photo: storedPhoto(photoId, processed, storage),
        });
        return reply.code(201).send(result);
      } catch (error) {
        await deleteQuietly(storage, keys, request.log);
        throw error;
      }
    },
  );

  app.put(
    '/:id/photos/order',
    {
      schema: {
        params: ListingIdParams,
        body: ReorderPhotosBody,
        response: { 200: PhotosResponse },
      },
    },
    async (request) =>
      request.call(ListingPhotoRpc.reorder, {
        propertyId: request.params.id,
        photoIds: request.body.photoIds,
      }),
  );

  app.delete(
    '/:id/photos/:photoId',
    { schema: { params: ListingPhotoParams, response: { 200: PhotosResponse } } },
    async (request) => {
      const { photos, removedKeys } = await request.call(ListingPhotoRpc.remove, {
        propertyId: request.params.id,
        photoId: request.params.photoId,
      });
      await deleteQuietly(storage, removedKeys, request.log);
      return { photos };
    },
  );
};

export default photoRoutes;
