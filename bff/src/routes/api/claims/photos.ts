import { ClaimRpc } from '@arrendo/contracts';
import { photoUploadRoutes } from '../../../media/photo-upload.js';

/**
 * `POST /api/claims/photos`: a photo for a damage claim or one of its messages (decision 0051),
 * checked and resized as message photos are; the booking service records it as the uploader's,
 * and only their own claim or message can attach it, within a day.
 */
const claimPhotoRoutes = photoUploadRoutes('claims', (request, photo) =>
  request.call(ClaimRpc.recordPhoto, { photo }),
);

export default claimPhotoRoutes;
