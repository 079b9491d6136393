import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniquePrefix } from '@arrendo/kit/testing';
import { buildTestApp } from './helper.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes on a fresh socket to the listening server and reads everything it answers: some of
 * these refusals are written by Node's HTTP parser before Fastify ever sees a request, so only a
 * real socket shows what a client gets.
 */
function rawRequest(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the request is still being written; what it sent still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0)
        return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    socket.setTimeout(10_000, () => socket.destroy());
    socket.write(request);
    // Half-close so keep-alive connections end once the answer is written.
    socket.end();
  });
}

function get(path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\nconnection: close\r\n\r\n`;
}

function post(path: string, contentType: string, body: string | Buffer): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const head =
    `POST ${path} HTTP/1.1\r\nhost: localhost\r\nx-requested-with: arrendo\r\n` +
    `content-type: ${contentType}\r\ncontent-length: ${bytes.length}\r\nconnection: close\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes]);
}

/** The answer is the JSON error shape with this status, code and reason. */
function expectJsonError(answer: RawAnswer, status: number, reason: string): void {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as {
    error: { code: string; message: string; details?: { reason?: string } };
  };
  expect(body.error).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
  expect(body.error.details?.reason).toBe(reason);
  expect(answer.headers['cache-control']).toBe('no-store');
}

describe('HTTP limits on a listening BFF', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: uniquePrefix(),
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers 415 for a body that is not JSON on a JSON route', async () => {
    const payload = 'email=a@example.com&password=x';
    expectJsonError(
      await rawRequest(port, post('/api/auth/login', 'text/plain', payload)),
      415,
      'unsupported_media_type',
    );
    expectJsonError(
      await rawRequest(port, post('/api/auth/login', 'application/x-www-form-urlencoded', payload)),
      415,
      'unsupported_media_type',
    );
    expectJsonError(
      await rawRequest(port, post('/api/auth/register', 'application/xml', '<about/>')),
      415,
      'unsupported_media_type',
    );
  });

  it('answers 413 for a body over the limit', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
    expectJsonError(
      await rawRequest(port, post('/api/auth/login', 'application/json', big)),
      413,
      'body_too_large',
    );
  });

  it('answers 413 from the declared length alone, before reading the body', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nhost: localhost\r\nx-requested-with: arrendo\r\n' +
      'content-type: application/json\r\ncontent-length: 104857600\r\nconnection: close\r\n\r\n{"a":';
    expectJsonError(await rawRequest(port, head), 413, 'body_too_large');
  });

  it('answers 414 for a URL over the limit that Node still parses', async () => {
    expectJsonError(
      await rawRequest(port, get(`/api/properties?cursor=${'a'.repeat(9000)}`)),
      414,
      'url_too_long',
    );
  });

  it('answers 414 for a URL longer than all the header space', async () => {
    expectJsonError(
      await rawRequest(port, get(`/api/properties?cursor=${'a'.repeat(40_000)}`)),
      414,
      'url_too_long',
    );
  });

  it('answers 431 for headers over the limit', async () => {
    expectJsonError(
      await rawRequest(port, get('/api/me', { cookie: `big=${'c'.repeat(20_000)}` })),
      431,
      'headers_too_large',
    );
    const many: Record<string, string> = {};
    for (let i = 0; i < 400; i++) many[`x-h${i}`] = 'v'.repeat(60);
    expectJsonError(await rawRequest(port, get('/api/me', many)), 431, 'headers_too_large');
  });

  it('answers 400 in the JSON shape for a request Node cannot parse', async () => {
    const answer = await rawRequest(port, 'GET /api/me HTTP/1.1\r\nhost localhost\r\n\r\n');
    expectJsonError(answer, 400, 'malformed_request');
  });

  it('still serves an ordinary request', async () => {
    const answer = await rawRequest(port, get('/api/auth/providers'));
    expect(answer.status).toBe(200);
  });
});
