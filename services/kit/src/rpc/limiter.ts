/**
 * Defaults of `RPC_MAX_IN_FLIGHT` / `RPC_MAX_QUEUED`. Fewer handlers at once than the Postgres
 * pool has connections (`DATABASE_POOL_MAX`, 10), so a burst cannot take every connection and
 * leave a handler that needs one more waiting on the pool until its caller's timeout; 32 waiting
 * is a few rounds of typical handlers (≈ 50 ms each) before the caller hears "busy".
 */
export const DEFAULT_RPC_MAX_IN_FLIGHT = 8;
export const DEFAULT_RPC_MAX_QUEUED = 32;

export interface ConcurrencyLimitOptions {
  /** Handler executions allowed at once. */
  maxInFlight: number;
  /** Requests allowed to wait for a free slot; beyond this a request is refused at once. */
  maxQueued: number;
  /** Clock, for tests. */
  now?: () => number;
}

/** Held while a handler runs; `release` hands the slot to the next waiting request. */
export interface Slot {
  release(): void;
}

interface Waiter {
  deadline: number;
  resolve(outcome: Slot | 'expired'): void;
}

/**
 * Caps in-flight handler executions with a bounded FIFO queue. A request that cannot even queue
 * is refused at once (`'busy'`), so the caller hears "try again" in milliseconds instead of
 * waiting for its timeout; a queued request whose deadline passes before its turn is dropped
 * (`'expired'`), because its caller has stopped listening and running it would only delay the
 * requests behind it.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly now: () => number;

  constructor(private readonly options: ConcurrencyLimitOptions) {
    if (options.maxInFlight < 1) throw new Error('maxInFlight must be at least 1');
    if (options.maxQueued < 0) throw new Error('maxQueued must not be negative');
    this.now = options.now ?? Date.now;
  }

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * A slot now (resolved promise), a place in the queue (pending promise), or `'busy'` when the
   * queue is full.
   */
  acquire(deadline: number): Promise<Slot | 'expired'> | 'busy' {
    if (this.active < this.options.maxInFlight) {
      this.active++;
      return Promise.resolve(this.slot());
    }
    this.dropExpired();
    if (this.waiting.length >= this.options.maxQueued) return 'busy';
    return new Promise((resolve) => this.waiting.push({ deadline, resolve }));
  }

  private slot(): Slot {
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.handOver();
      },
    };
  }

  private handOver(): void {
    this.dropExpired();
    const next = this.waiting.shift();
    if (next) next.resolve(this.slot());
    else this.active--;
  }

  private dropExpired(): void {
    const now = this.now();
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const waiter = this.waiting[i];
      if (waiter && waiter.deadline <= now) {
        this.waiting.splice(i, 1);
        waiter.resolve('expired');
      }
    }
  }
}
