import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PhotosResponse } from '@arrendo/contracts/web';
import { createI18n, loadSignedInNamespaces } from '@/i18n';
import { UploadError } from '../../upload';
import { photo } from '../../wizard-test-utils';
import { PhotoUploader } from './photo-uploader';

const { instance: i18n, ready } = createI18n();
beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
  await loadSignedInNamespaces(i18n);
});

describe('PhotoUploader', () => {
  it('shows a progress bar per file and the server’s reason for a refused one', async () => {
    const runs: {
      resolve: (r: PhotosResponse) => void;
      reject: (e: unknown) => void;
      progress: (n: number) => void;
    }[] = [];
    const onUploaded = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <PhotoUploader
          uploadUrl="/u"
          onUploaded={onUploaded}
          upload={(_file, progress) =>
            new Promise((resolve, reject) => runs.push({ resolve, reject, progress }))
          }
        />
      </I18nextProvider>,
    );
    const files = ['a.png', 'b.png'].map((n) => new File([new Uint8Array(4)], n));
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);

    act(() => runs[0]!.progress(0.5));
    expect(
      screen.getByRole('progressbar', { name: 'Uploading a.png' }).getAttribute('aria-valuenow'),
    ).toBe('50');

    await act(async () => {
      runs[0]!.resolve({ photos: [photo(1)] });
      await Promise.resolve();
    });
    // One at a time: b.png starts once a.png is stored.
    await act(async () => {
      runs[1]!.reject(new UploadError('too_small', 400, 'small'));
      await Promise.resolve();
    });
    expect(onUploaded).toHaveBeenCalledWith({ photos: [photo(1)] });
    expect(screen.getByText('b.png could not be uploaded')).toBeTruthy();
    expect(screen.getByTestId('upload-error').textContent).toBe(
      'This image is too small (at least 400 px on each side).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('upload-item')).toBeNull();
  });
});

describe('PhotoUploader order', () => {
  it('stores the photos in the order the host chose, however long each upload takes', async () => {
    // A server that appends each photo when its upload finishes (as attach does); the later
    // files are the smaller ones, so started together they would finish first.
    const stored: string[] = [];
    const names = ['p1.png', 'p2.png', 'p3.png', 'p4.png', 'p5.png', 'p6.png'];
    render(
      <I18nextProvider i18n={i18n}>
        <PhotoUploader
          uploadUrl="/u"
          onUploaded={() => undefined}
          upload={(file) =>
            new Promise((resolve) =>
              setTimeout(
                () => {
                  stored.push(file.name);
                  resolve({ photos: stored.map((_, i) => photo(i + 1)) });
                },
                (names.length - names.indexOf(file.name)) * 5,
              ),
            )
          }
        />
      </I18nextProvider>,
    );
    const files = names.map((n) => new File([new Uint8Array(4)], n));
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });
    await vi.waitFor(() => expect(stored).toHaveLength(6), { timeout: 2000 });
    expect(stored).toEqual(names);
  });
});
