import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ICalendarError } from '../domain/ical-import.js';

/** A calendar bigger than this is not one listing's (Airbnb's are a few kB). */
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface FetchOptions {
  timeoutMs: number;
  /** Tests serve feeds on 127.0.0.1; everywhere else private addresses are refused. */
  allowPrivateHosts: boolean;
}

/** Loopback, private, link-local, CGNAT, unspecified and unique-local addresses. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return (
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    v6.startsWith('fe8') ||
    v6.startsWith('fe9') ||
    v6.startsWith('fea') ||
    v6.startsWith('feb')
  );
}

/**
 * A host's URL is fetched by our servers: it must not reach our own network (the metadata
 * service, Postgres, Redis…). Each hop of a redirect is checked the same way. The check resolves
 * the name first; the connection resolves it again, which a hostile DNS could answer otherwise
 * (rebinding) — a fetch through an egress proxy is the stronger fix where one exists.
 */
async function assertPublic(url: URL, options: FetchOptions): Promise<void> {
  if (options.allowPrivateHosts) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) throw new ICalendarError('This calendar address could not be found.');
  if (addresses.some(isPrivateAddress)) {
    throw new ICalendarError('This calendar address points to a private network.');
  }
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_FEED_BYTES) throw new ICalendarError('This calendar is too large to follow.');
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_FEED_BYTES) throw new ICalendarError('This calendar is too large to follow.');
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The text at `address`, or an ICalendarError saying in a sentence why not. */
export async function fetchCalendar(address: string, options: FetchOptions): Promise<string> {
  let url = new URL(address);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new ICalendarError('Only http and https calendar addresses can be followed.');
      }
      await assertPublic(url, options);
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
          'user-agent': 'Arrendo calendar sync',
        },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ICalendarError(`The calendar address answered HTTP ${response.status}.`);
      }
      return await readLimited(response);
    }
    throw new ICalendarError('The calendar address redirects too many times.');
  } catch (error) {
    if (error instanceof ICalendarError) throw error;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ICalendarError('The calendar address took too long to answer.');
    }
    throw new ICalendarError('The calendar address could not be reached.');
  }
}
