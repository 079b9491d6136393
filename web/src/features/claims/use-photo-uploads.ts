import { useCallback, useState } from 'react';
import { CLAIM_LIMITS, type Photo } from '@arrendo/contracts/web';
import { UploadError, uploadClaimPhoto, type UploadReason } from './upload-photo';

export interface PendingUpload {
  key: string;
  name: string;
}
export interface UploadProblem extends PendingUpload {
  reason: UploadReason | 'too_many';
}

// Keys for the lists on screen only: unique within the page is all they need.
let counter = 0;
const nextKey = () => `claim-upload-${(counter += 1)}`;

/**
 * Photos for a claim or a claim message: each file is uploaded as it is picked (the server checks
 * and resizes it) and sent later by id. Files beyond `max` are refused before uploading, so the
 * service's own cap is never the first to say no.
 */
export function usePhotoUploads(max: number = CLAIM_LIMITS.maxPhotos) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);

  const add = useCallback(
    (files: File[]) => {
      const room = Math.max(0, max - photos.length - uploads.length);
      const accepted = files.slice(0, room);
      const refused = files
        .slice(accepted.length)
        .map((file) => ({ key: nextKey(), name: file.name, reason: 'too_many' as const }));
      if (refused.length) setProblems((prev) => [...prev, ...refused]);
      for (const file of accepted) {
        const upload = { key: nextKey(), name: file.name };
        setUploads((prev) => [...prev, upload]);
        uploadClaimPhoto(file)
          .then((photo) => setPhotos((prev) => [...prev, photo]))
          .catch((error: unknown) => {
            const reason = error instanceof UploadError ? error.reason : 'unknown';
            setProblems((prev) => [...prev, { ...upload, reason }]);
          })
          .finally(() => setUploads((prev) => prev.filter((u) => u.key !== upload.key)));
      }
    },
    [max, photos.length, uploads.length],
  );

  const remove = useCallback(
    (id: string) => setPhotos((prev) => prev.filter((p) => p.id !== id)),
    [],
  );
  const dismiss = useCallback(
    (key: string) => setProblems((prev) => prev.filter((p) => p.key !== key)),
    [],
  );
  const reset = useCallback(() => {
    setPhotos([]);
    setProblems([]);
  }, []);

  return {
    photos,
    uploads,
    problems,
    max,
    /** Still uploading: sending now would leave those photos out. */
    busy: uploads.length > 0,
    full: photos.length + uploads.length >= max,
    add,
    remove,
    dismiss,
    reset,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
