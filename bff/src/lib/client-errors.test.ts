import { describe, expect, it } from 'vitest';
import { clientErrorProblem } from './client-errors.js';

const error = (code: string, rawPacket?: unknown) =>
  Object.assign(new Error(code), { code, rawPacket });

describe('clientErrorProblem', () => {
  it('tells a URL too long from headers too large by where the request line ends', () => {
    const longLine = Buffer.from(`GET /api/x?q=${'a'.repeat(20_000)}`);
    expect(clientErrorProblem(error('HPE_HEADER_OVERFLOW', longLine), 8192)).toBe('url_too_long');
    const bigHeaders = Buffer.from(`GET /api/me HTTP/1.1\r\ncookie: ${'c'.repeat(20_000)}`);
    expect(clientErrorProblem(error('HPE_HEADER_OVERFLOW', bigHeaders), 8192)).toBe(
      'headers_too_large',
    );
    // A later chunk of the headers does not start with a method: headers, not the URL.
    const laterChunk = Buffer.from('c'.repeat(20_000));
    expect(clientErrorProblem(error('HPE_HEADER_OVERFLOW', laterChunk), 8192)).toBe(
      'headers_too_large',
    );
    expect(clientErrorProblem(error('HPE_HEADER_OVERFLOW'), 8192)).toBe('headers_too_large');
  });

  it('names slow and unparseable requests', () => {
    expect(clientErrorProblem(error('ERR_HTTP_REQUEST_TIMEOUT'), 8192)).toBe('request_timeout');
    expect(clientErrorProblem(error('HPE_INVALID_METHOD'), 8192)).toBe('malformed_request');
  });
});
