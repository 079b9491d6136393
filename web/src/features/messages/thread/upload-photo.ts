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
    response = await fetch('/api/messages/photos', {
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
 * One photo for a message (`POST /api/messages/photos`, multipart `file`), checked by the server
 * as listing photos are. A file known to be too large is refused here rather than sent. The
 * upload is not the API client's, so on a 401 one ordinary request refreshes the session first.
 */
export async function uploadMessagePhoto(file: File): Promise<Photo> {
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
