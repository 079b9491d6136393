/**
 * Whether a public URL is this machine only — then the product is reachable by nobody else: the
 * dev payment provider may be on by default, and production may run over plain http.
 */

/**
 * `localhost`, 127.0.0.0/8 or ::1. The WHATWG URL parser has already normalised the host
 * (lower case, `0x7f.1` and `2130706433` to dotted quads, `[0:0::1]` to `[::1]`), so comparing
 * its canonical form is enough; anything else, `*.localhost` and IPv4-mapped addresses
 * included, is not this machine.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  return octets !== null && octets[1] === '127';
}
