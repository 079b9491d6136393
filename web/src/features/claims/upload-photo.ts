import { MeResponse, PHOTO_LIMITS, Photo } from '@arrendo/contracts/web';
import { api, CSRF_HEADER } from '@/lib/api-client';
import { UploadError, reasonOf } from '@/features/listing-wizard/upload';

export { UploadError } from '@/features/listing-wizard/upload';
export type { UploadReason } from '@/features/listing-wizard/upload';

async function postPhoto(file: File): Promise<Photo> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CSRF_HEADER.name]: CSRF_HEADER.value,
  };
  const lang = document.documentElement.lang;
  if (lang) headers['Accept-Language'] = lang;
  let response: Response;
  try {
    response = await fetch('/api/claims/photos', {
      method: 'POST',
      body: form,
      headers,
      credentials: 'same-origin',
    });
  } catch {
    throw new UploadError('network', 0, 'Could not reach the server');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw reasonOf(response.status, body);
  const parsed = Photo.safeParse(body);
  if (!parsed.success) throw new UploadError('unknown', response.status, 'Unexpected answer');
  return parsed.data;
}

/**
 * One photo for a claim or a claim message (`POST /api/claims/photos`, multipart `file`), checked
 * by the server as message photos are and attached by id when the claim or message is sent. As
 * the message composer's upload: a file known to be too large is refused here, and a 401 refreshes
 * the session once through an ordinary request before trying again.
 */
export async function uploadClaimPhoto(file: File): Promise<Photo> {
  if (file.size > PHOTO_LIMITS.maxBytes) throw new UploadError('too_large', 413, 'Too large');
  try {
    return await postPhoto(file);
  } catch (error) {
    if (!(error instanceof UploadError) || error.status !== 401) throw error;
    const session = await api.get('/me', MeResponse).catch(() => null);
    if (!session?.user) throw error;
    return postPhoto(file);
  }
}
