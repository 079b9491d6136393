import {
  AppError,
  fieldError,
  PHOTO_LIMITS,
  type Actor,
  type Photo,
  type StoredPhoto,
} from '@arrendo/contracts';
import { canManage, LISTING_NOT_FOUND } from '../../../domain/ownership.js';
import type { PhotoListing } from '../../../repositories/photo.repository.js';

/**
 * Only the host or an admin may change a listing's photos. Missing, deleted and someone else's
 * get the same NOT_FOUND as the listing's own subjects (a stranger learns nothing from an id).
 */
export function assertCanEditPhotos(
  listing: PhotoListing | undefined,
  actor: Actor,
): asserts listing is PhotoListing {
  if (!listing || !canManage(listing.host_id, actor)) {
    throw new AppError('NOT_FOUND', LISTING_NOT_FOUND);
  }
}

export function assertRoomForAnother(listing: PhotoListing): void {
  if (listing.photos.length >= PHOTO_LIMITS.maxPerListing) {
    throw new AppError(
      'VALIDATION',
      `A listing can have at most ${PHOTO_LIMITS.maxPerListing} photos. Remove one before adding another.`,
      {
        reason: 'too_many_photos',
        fields: [{ path: 'photo', message: `At most ${PHOTO_LIMITS.maxPerListing} photos` }],
      },
    );
  }
}

/** A listing on the market keeps the minimum it was published with (spec 9: at least 5). */
export function assertKeepsPublishMinimum(listing: PhotoListing, remaining: number): void {
  if (listing.status === 'published' && remaining < PHOTO_LIMITS.minForPublish) {
    throw fieldError(
      'photoId',
      `A published listing needs at least ${PHOTO_LIMITS.minForPublish} photos. Add another photo before removing this one, or unpublish the listing first.`,
    );
  }
}

/** The public shape: storage keys stay inside the listing service and the BFF. */
export function toPhoto(stored: StoredPhoto): Photo {
  return {
    id: stored.id,
    url: stored.url,
    width: stored.width,
    height: stored.height,
    variants: stored.variants,
    placeholder: stored.placeholder,
  };
}

export function photosReply(photos: StoredPhoto[]): { photos: Photo[] } {
  return { photos: photos.map(toPhoto) };
}
