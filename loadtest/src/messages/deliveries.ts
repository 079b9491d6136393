import { summarize, type LoadStats } from '../stats.js';

interface Pending {
  recipientId: string;
  startedAt: number;
  label: string;
}

/**
 * Send → delivery matching. Each send is recorded by its `clientId` (new per message) with the
 * recipient and the time its request started; the recipient's stream reports every message
 * event it reads, and the first one with that `clientId` on the recipient's own stream is the
 * delivery (the sender's stream gets the same message too, and is ignored).
 */
export class DeliveryTracker {
  private readonly pending = new Map<string, Pending>();
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();

  sent(clientId: string, recipientId: string, startedAt: number, label: string): void {
    this.pending.set(clientId, { recipientId, startedAt, label });
  }

  /** The send was refused or failed: no delivery is awaited, it counts as an error. */
  failed(clientId: string, label: string): void {
    this.pending.delete(clientId);
    this.failures.set(label, (this.failures.get(label) ?? 0) + 1);
  }

  /** A message event read on `streamUserId`'s stream at `at`. */
  delivered(streamUserId: string, clientId: string, at: number): void {
    const send = this.pending.get(clientId);
    if (!send || send.recipientId !== streamUserId) return;
    this.pending.delete(clientId);
    const list = this.latencies.get(send.label) ?? [];
    list.push(at - send.startedAt);
    this.latencies.set(send.label, list);
  }

  /** Sends of `label` still waiting for their delivery. */
  waiting(label: string): number {
    let n = 0;
    for (const send of this.pending.values()) if (send.label === label) n++;
    return n;
  }

  /**
   * The figures of `label`: latencies of the deliveries; errors are failed sends and sends never
   * delivered (they stop being awaited here).
   */
  close(label: string, durationSec: number): LoadStats {
    let lost = 0;
    for (const [clientId, send] of this.pending) {
      if (send.label !== label) continue;
      this.pending.delete(clientId);
      lost++;
    }
    const errors = (this.failures.get(label) ?? 0) + lost;
    return summarize(label, this.latencies.get(label) ?? [], durationSec, errors);
  }
}
