import { ApiErrorResponse, PHOTO_LIMITS, PhotosResponse } from '@arrendo/contracts/web';
import { MeResponse } from '@arrendo/contracts/web';
import { api, CSRF_HEADER } from '@/lib/api-client';

/** The server's `details.reason` for a refused photo, plus what the browser itself can tell. */
export const UPLOAD_REASONS = [
  'unsupported_type',
  'too_large',
  'too_many_pixels',
  'too_small',
  'unreadable',
  'too_many_photos',
  'network',
  'unknown',
] as const;
export type UploadReason = (typeof UPLOAD_REASONS)[number];

export class UploadError extends Error {
  readonly reason: UploadReason;
  readonly status: number;
  constructor(reason: UploadReason, status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.reason = reason;
    this.status = status;
  }
}

function isReason(value: unknown): value is UploadReason {
  return typeof value === 'string' && (UPLOAD_REASONS as readonly string[]).includes(value);
}

/** Reads the reason out of an error answer; a proxy's 413 has no JSON body but still says it. */
export function reasonOf(status: number, body: unknown): UploadError {
  const parsed = ApiErrorResponse.safeParse(body);
  const reason = parsed.success ? parsed.data.error.details?.['reason'] : undefined;
  const message = parsed.success ? parsed.data.error.message : `Upload failed (${status})`;
  if (isReason(reason)) return new UploadError(reason, status, message);
  if (status === 413) return new UploadError('too_large', status, message);
  if (status === 409) return new UploadError('too_many_photos', status, message);
  if (status === 415) return new UploadError('unsupported_type', status, message);
  return new UploadError('unknown', status, message);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file as the multipart field `photo`. XHR rather than fetch: only XHR reports upload
 * progress. Resolves with the listing's photos after the upload.
 */
export function uploadPhoto(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PhotosResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER.name, CSRF_HEADER.value);
    xhr.setRequestHeader('Accept', 'application/json');
    const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (lang) xhr.setRequestHeader('Accept-Language', lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = PhotosResponse.safeParse(body);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.data);
        } else reject(new UploadError('unknown', xhr.status, 'Unexpected answer'));
        return;
      }
      reject(reasonOf(xhr.status, body));
    };
    xhr.onerror = () => reject(new UploadError('network', 0, 'Could not reach the server'));
    xhr.ontimeout = xhr.onerror;
    const form = new FormData();
    form.append('photo', file, file.name);
    xhr.send(form);
  });
}

/**
 * XHR does not pass through the API client, so an expired access token would fail the upload:
 * on a 401, one ordinary request lets the client's session refresh run, then the file goes again.
 */
export async function uploadPhotoWithRefresh(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PhotosResponse> {
  try {
    return await uploadPhoto(url, file, onProgress);
  } catch (error) {
    if (!(error instanceof UploadError) || error.status !== 401) throw error;
    const session = await api.get('/me', MeResponse).catch(() => null);
    if (!session?.user) throw error;
    onProgress(0);
    return uploadPhoto(url, file, onProgress);
  }
}

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error';

export interface UploadItem {
  key: string;
  name: string;
  /** 0–1. */
  progress: number;
  status: UploadStatus;
  reason: UploadReason | null;
}

export interface UploadQueueOptions {
  concurrency: number;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<PhotosResponse>;
  onChange: (items: UploadItem[]) => void;
  onUploaded: (response: PhotosResponse) => void;
}

let nextKey = 0;

/**
 * Uploads files a few at a time, each with its own progress and error. Finished uploads leave
 * the list (their photo appears among the thumbnails); failed ones stay until dismissed.
 */
export class UploadQueue {
  private items: UploadItem[] = [];
  private readonly files = new Map<string, File>();
  private active = 0;

  constructor(private readonly options: UploadQueueOptions) {}

  add(files: readonly File[]): void {
    for (const file of files) {
      nextKey += 1;
      const key = `upload-${nextKey}`;
      // Known to fail: refuse here rather than send 15 MB for a 413.
      const tooLarge = file.size > PHOTO_LIMITS.maxBytes;
      this.items.push({
        key,
        name: file.name,
        progress: 0,
        status: tooLarge ? 'error' : 'queued',
        reason: tooLarge ? 'too_large' : null,
      });
      if (!tooLarge) this.files.set(key, file);
    }
    this.emit();
    this.pump();
  }

  dismiss(key: string): void {
    this.items = this.items.filter((i) => i.key !== key);
    this.files.delete(key);
    this.emit();
  }

  snapshot(): UploadItem[] {
    return this.items;
  }

  private update(key: string, change: Partial<UploadItem>): void {
    this.items = this.items.map((i) => (i.key === key ? { ...i, ...change } : i));
    this.emit();
  }

  private emit(): void {
    this.options.onChange(this.items);
  }

  private pump(): void {
    while (this.active < this.options.concurrency) {
      const next = this.items.find((i) => i.status === 'queued');
      if (!next) return;
      const file = this.files.get(next.key);
      if (!file) return;
      this.active += 1;
      this.update(next.key, { status: 'uploading' });
      void this.run(next.key, file);
    }
  }

  private async run(key: string, file: File): Promise<void> {
    try {
      const response = await this.options.upload(file, (progress) =>
        this.update(key, { progress }),
      );
      this.files.delete(key);
      this.items = this.items.filter((i) => i.key !== key);
      this.emit();
      this.options.onUploaded(response);
    } catch (error) {
      const reason = error instanceof UploadError ? error.reason : 'unknown';
      this.update(key, { status: 'error', reason });
    } finally {
      this.active -= 1;
      this.pump();
    }
  }
}
