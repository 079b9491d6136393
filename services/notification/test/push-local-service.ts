import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on a local port, standing in for FCM/Mozilla's: it receives what the worker
 * sends, checks the VAPID JWT (RFC 8292) and opens the aes128gcm payload (RFC 8291 + 8188)
 * with the keys of a browser subscription made here, the way a browser would. Decrypted with
 * node:crypto alone, so the check does not share code with the sender (web-push's http_ece).
 */

export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed; undefined when it could not be opened. */
  payload: unknown;
  /** What did not hold (JWT, encryption); empty when everything did. */
  problems: string[];
  jwt: { aud?: unknown; exp?: unknown; sub?: unknown } | undefined;
  vapidPublicKey: string | undefined;
}

export interface LocalPushService {
  origin: string;
  /** A new browser subscription at this service (its own endpoint path and keys). */
  newBrowser(): TestBrowser;
  received: ReceivedPush[];
  /** The next answers, in order (then 201 again). */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

const b64u = (s: string) => Buffer.from(s, 'base64url');

export async function startLocalPushService(): Promise<LocalPushService> {
  const browsers = new Map<string, TestBrowser>();
  const received: ReceivedPush[] = [];
  const answers: number[] = [];
  let origin = '';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const browser = browsers.get(path);
      const status = answers.shift() ?? 201;
      const problems: string[] = [];
      const vapid = checkVapid(req.headers.authorization, origin, problems);
      let payload: unknown;
      if (!browser) problems.push(`no subscription at ${path}`);
      else if (req.headers['content-encoding'] !== 'aes128gcm') {
        problems.push(`content-encoding ${String(req.headers['content-encoding'])}`);
      } else {
        try {
          payload = JSON.parse(decrypt(Buffer.concat(chunks), browser).toString('utf8'));
        } catch (err) {
          problems.push(`payload: ${(err as Error).message}`);
        }
      }
      received.push({ path, status, headers: req.headers, payload, problems, ...vapid });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    newBrowser() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      const browser: TestBrowser = {
        endpoint: `${origin}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
        ecdh,
        authSecret,
      };
      browsers.set(path, browser);
      return browser;
    },
    answerNext: (...statuses) => answers.push(...statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `Authorization: vapid t=<ES256 JWT>, k=<public key>` (RFC 8292 §3). */
function checkVapid(
  header: string | undefined,
  origin: string,
  problems: string[],
): Pick<ReceivedPush, 'jwt' | 'vapidPublicKey'> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) {
    problems.push(`authorization: ${String(header)}`);
    return { jwt: undefined, vapidPublicKey: undefined };
  }
  const [token, k] = [match[1], match[2]];
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) {
    problems.push('jwt: not three parts');
    return { jwt: undefined, vapidPublicKey: k };
  }
  const header_ = JSON.parse(b64u(head).toString('utf8')) as { alg?: string; typ?: string };
  if (header_.alg !== 'ES256') problems.push(`jwt alg ${String(header_.alg)}`);
  const point = b64u(k);
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  // JWS ES256 signatures are r‖s (64 bytes), not DER.
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    b64u(signature),
  );
  if (!valid) problems.push('jwt: signature does not verify with k');
  const claims = JSON.parse(b64u(body).toString('utf8')) as ReceivedPush['jwt'] & object;
  if (claims.aud !== origin) problems.push(`jwt aud ${String(claims.aud)}`);
  const now = Date.now() / 1000;
  // RFC 8292 §2: no more than 24 hours ahead.
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) {
    problems.push(`jwt exp ${String(claims.exp)}`);
  }
  return { jwt: claims, vapidPublicKey: k };
}

/** RFC 8291 §3.4 (keys) and RFC 8188 §2 (one aes128gcm record), as the browser does it. */
function decrypt(body: Buffer, browser: TestBrowser): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes`);
  if (record.length > recordSize) throw new Error('more than one record');
  const secret = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
