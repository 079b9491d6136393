export interface FairGateOptions {
  /** Work running at once, all clients together. */
  maxRunning: number;
  /** One client's running plus waiting work; a request beyond it is refused at once. */
  maxPerClient: number;
  /** Work waiting for a turn, all clients together. */
  maxWaiting: number;
}

/** Held while the work runs; `release` gives the turn to the next client in line. */
export interface GatePass {
  release(): void;
}

/**
 * Why a request was not let in:
 * - `client-full`: its client already has `maxPerClient` running or waiting (that client's flood);
 * - `shed`: it was waiting, and a client with less in line needed its place;
 * - `busy`: every place in line is taken and no client holds more of them than the newcomer;
 * - `expired`: its wait ran out before its turn came.
 */
export type GateRefusal = 'client-full' | 'shed' | 'busy' | 'expired';

interface Waiter {
  client: string;
  timer: ReturnType<typeof setTimeout>;
  resolve(outcome: GatePass | GateRefusal): void;
}

/**
 * Admits work for many clients into a small number of places, client by client: when every
 * place is taken, each client waits in its own line and the lines take turns, so a client that
 * sends a hundred requests gets the same turns as one that sends one. A client's share (running
 * plus waiting) is capped, so its flood is refused at once instead of filling the line; when the
 * line is full anyway (many clients), the client with the most waiting gives up its newest place.
 * In-process: each BFF instance has its own gate.
 */
export class FairGate {
  private running = 0;
  private waitingTotal = 0;
  /** Per client: running + waiting. */
  private readonly shares = new Map<string, number>();
  /** Clients with someone waiting, in the order their turns come (Map keeps insertion order). */
  private readonly lines = new Map<string, Waiter[]>();

  constructor(private readonly options: FairGateOptions) {
    if (options.maxRunning < 1) throw new Error('maxRunning must be at least 1');
    if (options.maxPerClient < 1) throw new Error('maxPerClient must be at least 1');
    if (options.maxWaiting < 0) throw new Error('maxWaiting must not be negative');
  }

  /** Running and waiting right now (for tests and logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingTotal };
  }

  /** A pass now, a pass when this client's turn comes, or why not. */
  acquire(client: string, maxWaitMs: number): Promise<GatePass | GateRefusal> {
    if ((this.shares.get(client) ?? 0) >= this.options.maxPerClient) {
      return Promise.resolve('client-full');
    }
    if (this.running < this.options.maxRunning) {
      this.running++;
      this.addShare(client, 1);
      return Promise.resolve(this.pass(client));
    }
    if (this.waitingTotal >= this.options.maxWaiting && !this.makeRoomFor(client)) {
      return Promise.resolve('busy');
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        client,
        resolve,
        timer: setTimeout(() => this.expire(waiter), maxWaitMs),
      };
      waiter.timer.unref?.();
      const line = this.lines.get(client);
      if (line) line.push(waiter);
      else this.lines.set(client, [waiter]);
      this.waitingTotal++;
      this.addShare(client, 1);
    });
  }

  private pass(client: string): GatePass {
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.addShare(client, -1);
        this.running--;
        this.next();
      },
    };
  }

  /** The first line in turn order sends its oldest waiter; that line then goes to the back. */
  private next(): void {
    const first = this.lines.entries().next();
    if (first.done) return;
    const [client, line] = first.value;
    const waiter = line.shift();
    this.lines.delete(client);
    if (line.length > 0) this.lines.set(client, line);
    if (!waiter) return;
    clearTimeout(waiter.timer);
    this.waitingTotal--;
    this.running++;
    waiter.resolve(this.pass(client));
  }

  /** The longest line gives up its newest place, if it is longer than the newcomer's would be. */
  private makeRoomFor(client: string): boolean {
    const own = (this.lines.get(client)?.length ?? 0) + 1;
    let longest: [string, Waiter[]] | undefined;
    for (const entry of this.lines) {
      if (!longest || entry[1].length > longest[1].length) longest = entry;
    }
    if (!longest || longest[1].length <= own) return false;
    const victim = longest[1].pop();
    if (!victim) return false;
    this.leaveLine(victim);
    victim.resolve('shed');
    return true;
  }

  private expire(waiter: Waiter): void {
    const line = this.lines.get(waiter.client);
    const at = line?.indexOf(waiter) ?? -1;
    if (!line || at < 0) return;
    line.splice(at, 1);
    this.leaveLine(waiter);
    waiter.resolve('expired');
  }

  /** Bookkeeping for a waiter taken out of its line without a turn. */
  private leaveLine(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    if (this.lines.get(waiter.client)?.length === 0) this.lines.delete(waiter.client);
    this.waitingTotal--;
    this.addShare(waiter.client, -1);
  }

  private addShare(client: string, delta: number): void {
    const share = (this.shares.get(client) ?? 0) + delta;
    if (share > 0) this.shares.set(client, share);
    else this.shares.delete(client);
  }
}
