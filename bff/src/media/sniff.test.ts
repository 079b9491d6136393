import { describe, expect, it } from 'vitest';
import { avif, jpeg, png, TEXT_FILE, webp } from '../../test/images.js';
import { sniffImageType } from './sniff.js';

describe('sniffImageType', () => {
  it('knows each accepted type by its bytes', async () => {
    expect(sniffImageType(await jpeg(40, 40))).toBe('image/jpeg');
    expect(sniffImageType(await png(40, 40))).toBe('image/png');
    expect(sniffImageType(await webp(40, 40))).toBe('image/webp');
    expect(sniffImageType(await avif(40, 40))).toBe('image/avif');
  });

  it('refuses anything else, whatever the file was called', () => {
    expect(sniffImageType(TEXT_FILE)).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBeNull();
    // A RIFF that is not WebP (a WAV file), and an ISO-BMFF that is not AVIF (an MP4).
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00'))).toBeNull();
  });

  it('needs enough bytes to decide', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
