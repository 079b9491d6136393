import { z } from 'zod';
import { defineRpc } from '../common/rpc.js';
import { Uuid } from '../common/ids.js';
import { Photo } from './photo.js';

/**
 * Photos of a listing, for its host (or an admin). The BFF stores the files: it asks `prepare`
 * first (ownership and the photo limit, before spending CPU and storage), processes and stores
 * the renditions, then `attach`es them; when `attach` fails it deletes what it stored. `remove`
 * answers the storage keys the BFF then deletes.
 */
export const StoredPhoto = Photo.extend({
  /** Storage keys of every rendition (deleted with the photo). */
  keys: z.array(z.string().min(1)).max(20),
});
export type StoredPhoto = z.infer<typeof StoredPhoto>;

export const PreparePhotoRequest = z.object({ propertyId: Uuid }).strict();
export const PreparePhotoReply = z.object({
  photoId: Uuid,
  /** Where the renditions go, e.g. `listings/<propertyId>/<photoId>`. */
  keyPrefix: z.string(),
});
export const AttachPhotoRequest = z.object({ propertyId: Uuid, photo: StoredPhoto }).strict();
export const ReorderPhotosRequest = z
  .object({ propertyId: Uuid, photoIds: z.array(Uuid).min(1).max(50) })
  .strict();
export const RemovePhotoRequest = z.object({ propertyId: Uuid, photoId: Uuid }).strict();
export const PhotosReply = z.object({ photos: z.array(Photo) });
export const RemovePhotoReply = PhotosReply.extend({ removedKeys: z.array(z.string()) });

export const ListingPhotoRpc = {
  prepare: defineRpc('rpc.listing.photo.prepare', PreparePhotoRequest, PreparePhotoReply),
  attach: defineRpc('rpc.listing.photo.attach', AttachPhotoRequest, PhotosReply),
  /** `photoIds` must be exactly the listing's photos in the new order (the first is the cover). */
  reorder: defineRpc('rpc.listing.photo.reorder', ReorderPhotosRequest, PhotosReply),
  remove: defineRpc('rpc.listing.photo.remove', RemovePhotoRequest, RemovePhotoReply),
} as const;
