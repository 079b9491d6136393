import type { LiveEnvelope, LiveEvent, LiveSinceReply } from '@arrendo/contracts';
import { sseComment, sseEvent, sseRetry } from './sse.js';

export interface LiveSink {
  write(chunk: string): void;
  end(): void;
}

/** A page of the user's stored events after `after` (the messaging service's `liveSince`). */
export type FetchSince = (after: number, limit: number) => Promise<LiveSinceReply>;

export interface LiveConnectionOptions {
  sink: LiveSink;
  heartbeatMs: number;
  retryMs: number;
  pageSize: number;
  onClose?: () => void;
}

/**
 * One browser's stream. Stored events (with a seq) are written at most once and in order: while
 * the missed ones are replayed, live ones are held back, then written if newer than the last
 * written. Typing notices go straight through.
 */
export class LiveConnection {
  private lastSent = 0;
  private replaying = true;
  private held: LiveEnvelope[] = [];
  private closed = false;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: LiveConnectionOptions) {
    options.sink.write(sseRetry(options.retryMs));
    this.heartbeat = setInterval(() => this.write(sseComment('ping')), options.heartbeatMs);
    this.heartbeat.unref();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** An event from NATS for this connection's user. */
  deliver(envelope: LiveEnvelope): void {
    if (this.closed) return;
    if (this.replaying && envelope.seq !== null) {
      this.held.push(envelope);
      return;
    }
    this.writeEnvelope(envelope.seq, envelope.event);
  }

  /**
   * Catches up from `lastEventId` (every stored event after it), or, on a first connection,
   * announces the newest id (`ready`) so that a later reconnect resumes from there.
   */
  async start(fetchSince: FetchSince, lastEventId: number | undefined): Promise<void> {
    if (lastEventId === undefined) {
      await this.announceLatest(fetchSince);
    } else {
      this.lastSent = lastEventId;
      for (;;) {
        const page = await fetchSince(this.lastSent, this.options.pageSize);
        if (this.closed) return;
        // An id beyond anything stored (another database, a pruned past): start afresh.
        if (page.latestSeq < lastEventId) {
          await this.announceLatest(fetchSince);
          break;
        }
        for (const { seq, event } of page.events) this.writeEnvelope(seq, event);
        if (page.events.length < this.options.pageSize) break;
      }
    }
    this.replaying = false;
    const held = this.held.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    this.held = [];
    for (const envelope of held) this.writeEnvelope(envelope.seq, envelope.event);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.held = [];
    this.options.sink.end();
    this.options.onClose?.();
  }

  private async announceLatest(fetchSince: FetchSince): Promise<void> {
    // Nothing is after the largest id: the page is empty and only `latestSeq` is read.
    const page = await fetchSince(Number.MAX_SAFE_INTEGER, 1);
    this.lastSent = page.latestSeq;
    this.write(
      sseEvent({ id: page.latestSeq, event: 'ready', data: { latestSeq: page.latestSeq } }),
    );
  }

  private writeEnvelope(seq: number | null, event: LiveEvent): void {
    if (seq !== null) {
      if (seq <= this.lastSent) return;
      this.lastSent = seq;
    }
    this.write(sseEvent({ ...(seq !== null ? { id: seq } : {}), event: event.type, data: event }));
  }

  private write(chunk: string): void {
    if (!this.closed) this.options.sink.write(chunk);
  }
}
