import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_LIMITS, type PhotosResponse } from '@arrendo/contracts/web';
import {
  UploadError,
  UploadQueue,
  uploadPhoto,
  uploadPhotoWithRefresh,
  type UploadItem,
} from './upload';
import { photo } from './wizard-test-utils';

/** Just enough of XMLHttpRequest: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const file = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('uploadPhoto', () => {
  it('posts the file as the multipart field `photo` and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = uploadPhoto('/api/host/listings/x/photos', file('a.png'), (p) => progress.push(p));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.headers['X-Requested-With']).toBe('arrendo');
    expect((xhr.body?.get('photo') as File).name).toBe('a.png');
    xhr.progress(50, 100);
    xhr.answer(201, { photos: [photo(1)] });
    await expect(done).resolves.toEqual({ photos: [photo(1)] });
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the server’s details.reason', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadPhoto('/u', file('b.gif'), () => undefined);
    FakeXhr.last!.answer(400, {
      error: {
        code: 'VALIDATION',
        message: 'Unsupported',
        details: { reason: 'unsupported_type' },
      },
    });
    await expect(done).rejects.toMatchObject({ reason: 'unsupported_type', status: 400 });
  });

  it('a network failure is its own reason', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadPhoto('/u', file('c.png'), () => undefined);
    FakeXhr.last!.onerror?.();
    await expect(done).rejects.toMatchObject({ reason: 'network' });
  });
});

describe('uploadPhotoWithRefresh', () => {
  it('after a 401 lets the session refresh run, then sends the file again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const me = {
      user: {
        id: '1b8f7a52-4c1e-4a59-9a61-5a2a6c0f4f10',
        email: 'a@b.c',
        status: 'active',
        roles: [],
        createdAt: '2026-01-01T00:00:00.000Z',
        profile: {
          userId: '1b8f7a52-4c1e-4a59-9a61-5a2a6c0f4f10',
          firstName: 'Ana',
          lastName: 'P',
          fullName: 'Ana P',
          birthday: null,
          phoneNumber: null,
          countryCode: null,
          optOutPromotions: false,
          avatarUrl: null,
          about: null,
          locale: null,
        },
      },
    };
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(me), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const done = uploadPhotoWithRefresh('/u', file('d.png'), () => undefined);
    const first = FakeXhr.last!;
    first.answer(401, { error: { code: 'UNAUTHENTICATED', message: 'expired' } });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(first));
    FakeXhr.last!.answer(201, { photos: [photo(2)] });
    await expect(done).resolves.toEqual({ photos: [photo(2)] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('UploadQueue', () => {
  function deferred() {
    let resolve!: (r: PhotosResponse) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<PhotosResponse>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('sends three at a time, keeps each file’s progress and error, and drops finished ones', async () => {
    const pending: {
      name: string;
      d: ReturnType<typeof deferred>;
      progress: (n: number) => void;
    }[] = [];
    let items: UploadItem[] = [];
    const uploaded: PhotosResponse[] = [];
    const queue = new UploadQueue({
      concurrency: 3,
      upload: (f, onProgress) => {
        const d = deferred();
        pending.push({ name: f.name, d, progress: onProgress });
        return d.promise;
      },
      onChange: (next) => (items = next),
      onUploaded: (r) => uploaded.push(r),
    });
    queue.add(['1.png', '2.png', '3.png', '4.png', '5.png'].map((n) => file(n)));
    expect(pending.map((p) => p.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(items.map((i) => i.status)).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'queued',
      'queued',
    ]);

    pending[0]!.progress(0.4);
    expect(items[0]!.progress).toBe(0.4);

    pending[0]!.d.resolve({ photos: [photo(1)] });
    pending[1]!.d.reject(new UploadError('too_small', 400, 'small'));
    await vi.waitFor(() => expect(pending).toHaveLength(5));
    expect(uploaded).toEqual([{ photos: [photo(1)] }]);
    expect(items.map((i) => [i.name, i.status, i.reason])).toEqual([
      ['2.png', 'error', 'too_small'],
      ['3.png', 'uploading', null],
      ['4.png', 'uploading', null],
      ['5.png', 'uploading', null],
    ]);

    queue.dismiss(items[0]!.key);
    expect(items).toHaveLength(3);
  });

  it('refuses a file over the size limit without sending it', () => {
    const upload = vi.fn();
    let items: UploadItem[] = [];
    const queue = new UploadQueue({
      concurrency: 3,
      upload,
      onChange: (next) => (items = next),
      onUploaded: () => undefined,
    });
    queue.add([file('huge.jpg', PHOTO_LIMITS.maxBytes + 1)]);
    expect(upload).not.toHaveBeenCalled();
    expect(items[0]).toMatchObject({ status: 'error', reason: 'too_large' });
  });
});
