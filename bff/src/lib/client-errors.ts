import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  HTTP_STATUS_BY_REQUEST_PROBLEM,
  type ErrorBody,
  type RequestProblem,
} from '@arrendo/contracts';

/** People-facing text of each HTTP-level refusal. */
export const REQUEST_PROBLEM_MESSAGES: Record<RequestProblem, string> = {
  malformed_request: 'The request could not be read.',
  malformed_url: 'The address of the request is not valid.',
  request_timeout: 'The request took too long to arrive.',
  body_too_large: 'The request is too large.',
  url_too_long: 'The address of the request is too long.',
  unsupported_media_type: 'Send the request body as JSON (Content-Type: application/json).',
  headers_too_large: 'The request headers are too large. Clearing this site’s cookies may help.',
};

export function requestProblemBody(reason: RequestProblem): ErrorBody {
  return { code: 'VALIDATION', message: REQUEST_PROBLEM_MESSAGES[reason], details: { reason } };
}

interface ClientError extends Error {
  code?: string;
  /** What Node's parser was reading when it gave up (a Buffer; Fastify's types say otherwise). */
  rawPacket?: unknown;
}

/**
 * Node's parser counts the request line against the header limit, so an overlong URL overflows
 * it too. When the line has not even ended within the URL limit, the URL is what was too long.
 */
function isRequestLineTooLong(rawPacket: unknown, maxUrlLength: number): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  if (!/^[A-Z]+ /.test(rawPacket.subarray(0, 16).toString('latin1'))) return false;
  const lineEnd = rawPacket.indexOf('\n');
  return lineEnd < 0 ? rawPacket.length > maxUrlLength : lineEnd > maxUrlLength;
}

export function clientErrorProblem(error: ClientError, maxUrlLength: number): RequestProblem {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return isRequestLineTooLong(error.rawPacket, maxUrlLength)
      ? 'url_too_long'
      : 'headers_too_large';
  }
  return 'malformed_request';
}

/**
 * Node answers requests it cannot parse (431, 400, 408) on its own, before Fastify sees them;
 * this writes those answers in the API's JSON error shape instead.
 */
export function createClientErrorHandler(maxUrlLength: number) {
  return function onClientError(error: ClientError, socket: Socket): void {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const reason = clientErrorProblem(error, maxUrlLength);
    const status = HTTP_STATUS_BY_REQUEST_PROBLEM[reason];
    const json = JSON.stringify({ error: requestProblemBody(reason) });
    if (socket.writable) {
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(json)}\r\n` +
          'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
          json,
      );
    }
    // Destroying at once, with the client's unread bytes still arriving, would reset the
    // connection and could discard the answer before the client reads it.
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}
