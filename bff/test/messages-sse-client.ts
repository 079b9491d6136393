import { request, type ClientRequest, type IncomingMessage } from 'node:http';

export interface ReceivedSse {
  id: number | undefined;
  event: string;
  data: unknown;
}

/**
 * A minimal EventSource for tests: one GET with the session cookies and `Last-Event-ID`, parsed
 * into events as they arrive. It does not reconnect by itself (tests decide when and where).
 */
export class SseClient {
  readonly events: ReceivedSse[] = [];
  status = 0;
  contentType = '';
  ended = false;
  private req: ClientRequest | undefined;
  private buffer = '';

  /** The id a browser would send back on its next connection. */
  lastEventId: number | undefined;

  constructor(
    private baseUrl: string,
    private readonly cookie: string,
  ) {}

  /** Connects (again, maybe to another server) and resolves once the headers arrived. */
  connect(baseUrl = this.baseUrl): Promise<void> {
    this.baseUrl = baseUrl;
    this.ended = false;
    return new Promise((resolve, reject) => {
      // As a browser sends it: a compressed stream would hold events back (and fail to parse here).
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        'accept-encoding': 'gzip, deflate, br',
        cookie: this.cookie,
      };
      if (this.lastEventId !== undefined) headers['last-event-id'] = String(this.lastEventId);
      const req = request(`${baseUrl}/api/messages/stream`, { headers }, (res: IncomingMessage) => {
        this.status = res.statusCode ?? 0;
        this.contentType = String(res.headers['content-type'] ?? '');
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => this.feed(chunk));
        res.on('end', () => (this.ended = true));
        res.on('error', () => (this.ended = true));
        resolve();
      });
      req.on('error', (err) => {
        this.ended = true;
        reject(err);
      });
      req.end();
      this.req = req;
    });
  }

  close(): void {
    this.req?.destroy();
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end < 0) return;
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: number | undefined;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('id: ')) id = Number(line.slice(4));
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length === 0) continue;
      if (id !== undefined) this.lastEventId = id;
      this.events.push({ id, event, data: JSON.parse(data.join('\n')) });
    }
  }
}

/** The ids of the messages among the events, in the order they came. */
export function messageIds(events: readonly ReceivedSse[]): string[] {
  return events.flatMap((e) =>
    e.event === 'message' ? [(e.data as { message: { id: string } }).message.id] : [],
  );
}

export function cookieHeader(jar: Record<string, string>): string {
  return Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}
