import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './public-url.js';

const THIS_MACHINE = [
  'http://localhost:3000',
  'http://LOCALHOST',
  'http://127.0.0.1:3000',
  'http://127.1.2.3:8080',
  'http://2130706433/',
  'http://[::1]:3000',
  'http://[0:0:0:0:0:0:0:1]/',
];
const ELSEWHERE = [
  'https://example.com',
  'http://10.0.0.5:3000',
  'https://arrendo.cl',
  'http://192.168.1.20:3000',
  'http://128.0.0.1/',
  'http://localhost.example.com/',
  'http://app.localhost/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::2]/',
  'http://0.0.0.0:3000',
];

describe('is the public URL this machine', () => {
  it.each(THIS_MACHINE)('%s is', (url) => expect(isLoopbackUrl(url)).toBe(true));
  it.each(ELSEWHERE)('%s is not', (url) => expect(isLoopbackUrl(url)).toBe(false));
  it('a value that is not a URL is not', () => expect(isLoopbackUrl('localhost')).toBe(false));
});
