import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * One user's `GET /api/messages/stream`, as a browser's EventSource holds it (adapted from
 * bff/test/messages-sse-client.ts): every `message` event is handed to `onMessage` with the
 * time it was read, for the delivery matching. A stream the server ends is opened again after
 * the server's `retry:` wait with `Last-Event-ID`, as a browser does (`drops` counts them): what
 * it missed then comes in the replay, late, and its latency shows it.
 */
export class MessageStream {
  /** Times the server ended this stream while it was wanted. */
  drops = 0;
  private req: http.ClientRequest | undefined;
  private buffer = '';
  private ready: (() => void) | undefined;
  private lastEventId: string | undefined;
  private retryMs = 3_000;
  private closed = false;

  constructor(
    private readonly baseUrl: string,
    readonly userId: string,
    private readonly cookie: string,
    private readonly agent: http.Agent,
    private readonly onMessage: (userId: string, clientId: string, at: number) => void,
  ) {}

  /** Resolves on the stream's `ready` event: from then on, every new message reaches it. */
  open(timeoutMs = 30_000): Promise<void> {
    return new Promise((resolve, reject) => {
      // This attempt's end, whichever way it comes (refused, failed, closed), counts once.
      let over = false;
      const end = (): void => {
        if (over) return;
        over = true;
        this.dropped();
      };
      const timer = setTimeout(() => {
        this.req?.destroy();
        reject(new Error(`stream of ${this.userId}: no ready event within ${timeoutMs} ms`));
      }, timeoutMs);
      this.ready = () => {
        clearTimeout(timer);
        resolve();
      };
      const headers: Record<string, string> = { accept: 'text/event-stream', cookie: this.cookie };
      if (this.lastEventId !== undefined) headers['last-event-id'] = this.lastEventId;
      const req = http.request(
        new URL('/api/messages/stream', this.baseUrl),
        { agent: this.agent, headers },
        (res) => {
          if (res.statusCode !== 200) {
            clearTimeout(timer);
            res.resume();
            reject(new Error(`stream of ${this.userId} answered ${res.statusCode}`));
            end();
            return;
          }
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => this.feed(chunk));
          res.once('close', end);
        },
      );
      req.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
        end();
      });
      req.end();
      this.req = req;
    });
  }

  close(): void {
    this.closed = true;
    this.req?.destroy();
  }

  private dropped(): void {
    if (this.closed) return;
    this.drops++;
    this.buffer = '';
    setTimeout(() => {
      if (this.closed) return;
      // A failed reconnect ends the attempt, which tries again after the same wait, as a
      // browser's EventSource does.
      this.open().catch(() => undefined);
    }, this.retryMs).unref();
  }

  private feed(chunk: string): void {
    const at = performance.now();
    this.buffer += chunk;
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end < 0) return;
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('id: ')) this.lastEventId = line.slice(4);
        else if (line.startsWith('retry: ')) this.retryMs = Number(line.slice(7)) || this.retryMs;
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      if (event === 'ready') {
        this.ready?.();
        this.ready = undefined;
      } else if (event === 'message' && data !== '') {
        const parsed = JSON.parse(data) as { message?: { clientId?: string } };
        const clientId = parsed.message?.clientId;
        if (clientId) this.onMessage(this.userId, clientId, at);
      }
    }
  }
}
