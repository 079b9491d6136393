import { fieldError } from '@arrendo/contracts';
import { isIP } from 'node:net';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the worker will POST: push services are public https hosts. Plain http is accepted only
 * for a loopback host outside production (the tests' local push service). In production a
 * loopback, IP-literal or dotless host is refused too, so an endpoint cannot turn the worker
 * into a client of the network it runs in.
 */
export function assertPushEndpoint(endpoint: string, production: boolean): void {
  const url = new URL(endpoint);
  const loopback = LOOPBACK.has(url.hostname);
  if (url.protocol === 'https:') {
    if (!production) return;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!loopback && isIP(host) === 0 && host.includes('.')) return;
    throw fieldError('endpoint', 'must be a push service on the public internet');
  }
  if (url.protocol === 'http:' && loopback && !production) return;
  throw fieldError('endpoint', 'must be an https URL');
}
