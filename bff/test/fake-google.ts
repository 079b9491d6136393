import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GoogleHandler = (url: URL, res: ServerResponse) => void;

export const json = (res: ServerResponse, body: unknown) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * A stand-in for maps.googleapis.com: records every request, then passes it to `guard` (checks a
 * test file makes of every call; it returns true when it answered) and else to the handler the
 * test `set`. Without a handler it answers 500.
 */
export function startFakeGoogle(guard?: (url: URL, res: ServerResponse) => boolean) {
  const requests: URL[] = [];
  let handler: GoogleHandler = (_url, res) => res.writeHead(500).end();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    if (guard?.(url, res)) return;
    handler(url, res);
  });
  return {
    requests,
    set(next: GoogleHandler) {
      handler = next;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
