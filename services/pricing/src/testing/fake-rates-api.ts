import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRatesMode =
  'ok' | 'http-500' | 'status-code-500' | 'hang' | 'mid-zero' | 'malformed-json' | 'no-mid';

/**
 * A local stand-in for the exchange-rate API of spec §7:
 * `GET /api/rates/latest/{base}?target={currency}` → `{status_code: 200, data: {mid}}`. Each
 * target answers with its mid or fails in the way its mode says; every request is recorded.
 */
export class FakeRatesApi {
  readonly requests: string[] = [];
  mids: Record<string, number> = { CLP: 940, EUR: 0.9, GBP: 0.8 };
  modes: Record<string, FakeRatesMode> = {};

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeRatesApi> {
    const server = createServer();
    const api = new FakeRatesApi(server);
    server.on('request', (req, res) => api.handle(req.url ?? '/', res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return api;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  setMode(mode: FakeRatesMode, target?: string): void {
    if (target) this.modes[target] = mode;
    else this.modes = { CLP: mode, EUR: mode, GBP: mode };
  }

  private handle(url: string, res: ServerResponse): void {
    this.requests.push(url);
    const parsed = new URL(url, 'http://fake');
    const match = /^\/api\/rates\/latest\/([A-Z]{3})$/.exec(parsed.pathname);
    const target = parsed.searchParams.get('target') ?? '';
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const mode = this.modes[target] ?? 'ok';
    const json = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    switch (mode) {
      case 'hang':
        return; // never answers: the client's timeout must end it
      case 'http-500':
        return json(500, { status_code: 500, message: 'boom' });
      case 'status-code-500':
        return json(200, { status_code: 500, data: null });
      case 'mid-zero':
        return json(200, { status_code: 200, data: { mid: 0 } });
      case 'malformed-json':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status_code": 200, "da');
        return;
      case 'no-mid':
        return json(200, { status_code: 200, data: { rate: 1 } });
      case 'ok': {
        const mid = this.mids[target];
        if (mid === undefined) return json(404, { status_code: 404 });
        return json(200, { status_code: 200, data: { base: match[1], target, mid } });
      }
    }
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
