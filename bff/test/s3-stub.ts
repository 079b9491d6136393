import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small server that speaks enough of S3 for the storage adapter (PutObject, DeleteObjects, and
 * anonymous GET as a public bucket would serve it), path-style, and checks every write's AWS
 * Signature Version 4 itself: a request signed with the wrong secret, region or payload fails as
 * S3 would (403 SignatureDoesNotMatch).
 */

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface S3Stub {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  /** Every request seen, for assertions (method, path, whether its signature held). */
  requests: { method: string; path: string; signed: boolean }[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding, as SigV4 wants it. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=');
      return [encode(decodeURIComponent(k)), encode(decodeURIComponent(v))] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function headerValue(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return text.trim().replace(/\s+/g, ' ');
}

function verifySignature(
  req: IncomingMessage,
  body: Buffer,
  stub: Pick<S3Stub, 'accessKeyId' | 'secretAccessKey' | 'region'>,
): boolean {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return false;
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== stub.accessKeyId || region !== stub.region) return false;
  const amzDate = headerValue(req, 'x-amz-date');
  if (!amzDate.startsWith(date!)) return false;
  const payloadHash = headerValue(req, 'x-amz-content-sha256');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return false;
  const [path = '/', query = ''] = (req.url ?? '/').split('?');
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery(query),
    names.map((n) => `${n}:${headerValue(req, n)}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${stub.secretAccessKey}`, date!);
  key = hmac(key, region!);
  key = hmac(key, 's3');
  key = hmac(key, 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  const given = Buffer.from(signature!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

export async function startS3Stub(
  options: {
    bucket?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  } = {},
): Promise<S3Stub> {
  const objects = new Map<string, StoredObject>();
  const requests: S3Stub['requests'] = [];
  const config = {
    bucket: options.bucket ?? 'arrendo-test-media',
    region: options.region ?? 'sa-east-1',
    accessKeyId: options.accessKeyId ?? 'AKIATESTSTUB0000',
    secretAccessKey: options.secretAccessKey ?? 'stub-secret-key-for-tests-only-000000000',
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [path = '/', query = ''] = (req.url ?? '/').split('?');
      const [, bucket = '', ...rest] = path.split('/');
      const key = rest.map((p) => decodeURIComponent(p)).join('/');
      const method = req.method ?? 'GET';

      // Anonymous reads: the bucket is public, as its S3_PUBLIC_URL implies.
      if (method === 'GET' || method === 'HEAD') {
        requests.push({ method, path, signed: false });
        const object = bucket === config.bucket ? objects.get(key) : undefined;
        if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'content-type': object.contentType ?? 'application/octet-stream',
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
          'content-length': object.body.length,
        });
        return res.end(method === 'HEAD' ? undefined : object.body);
      }

      const signed = verifySignature(req, body, config);
      requests.push({ method, path, signed });
      if (!signed) {
        return xmlError(
          res,
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match.',
        );
      }
      if (bucket !== config.bucket)
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');

      if (method === 'PUT' && key) {
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (method === 'POST' && !key && canonicalQuery(query) === 'delete=') {
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
          (m[1] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
        );
        for (const k of keys) objects.delete(k);
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
      }
      return xmlError(res, 501, 'NotImplemented', `${method} ${path} is not part of this stub`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...config,
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
