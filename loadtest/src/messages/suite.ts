import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PreparedBookingTarget } from '../booking/target.js';
import { postJson } from '../booking/http-holds.js';
import { cell } from '../report.js';
import { DeliveryTracker } from './deliveries.js';
import { MESSAGES_TARGET, renderMessageRuns, type MessageRun } from './report.js';
import { sendOffsets, stepRates, sustainedRate } from './schedule.js';
import { makePairs, type Pair } from './setup.js';
import { MessageStream } from './stream.js';

export interface MessagesSuiteOptions {
  /** Open SSE streams: both people of `streams / 2` conversations hold one each. */
  streams: number;
  /** Messages/s of the steady run (a). */
  rate: number;
  durationSec: number;
  warmupSec: number;
  /** The step load's first and largest rates (messages/s, doubling). */
  firstStep: number;
  maxStep: number;
}

/** How long a run waits after its last send for the deliveries still on their way. */
const DRAIN_MS = 5_000;
/** Sends in flight at once beyond which a send is counted as failed instead (the client's cap). */
const MAX_IN_FLIGHT = 2_000;

const loadNow = (): number => loadavg()[0] ?? Number.NaN;

class Sender {
  private sequence = 0;
  private inFlight = 0;
  readonly statuses = new Map<string, number>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  constructor(
    private readonly url: string,
    private readonly pairs: readonly Pair[],
    private readonly tracker: DeliveryTracker,
  ) {}

  /**
   * Message k goes in conversation k mod pairs, guest to host on even rounds and host to guest
   * on odd ones: every stream both sends and receives, and no sender's spam count piles up.
   */
  send(label: string): void {
    const k = this.sequence++;
    const pair = this.pairs[k % this.pairs.length];
    if (!pair) return;
    const guestSends = Math.floor(k / this.pairs.length) % 2 === 0;
    const [from, to] = guestSends ? [pair.guest, pair.host] : [pair.host, pair.guest];
    const clientId = randomUUID();
    if (this.inFlight >= MAX_IN_FLIGHT) {
      this.tally('client cap');
      this.tracker.failed(clientId, label);
      return;
    }
    this.inFlight++;
    this.tracker.sent(clientId, to.id, performance.now(), label);
    postJson(this.agent, this.url, {
      path: `/api/messages/conversations/${pair.conversationId}/messages`,
      body: { clientId, body: `Bench message ${k}: ¿sigue disponible?` },
      headers: { cookie: from.cookie },
    })
      .then((response) => {
        if (response.status !== 201) {
          this.tally(String(response.status));
          this.tracker.failed(clientId, label);
        }
      })
      .catch(() => {
        this.tally('error');
        this.tracker.failed(clientId, label);
      })
      .finally(() => this.inFlight--);
  }

  private tally(status: string): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  close(): void {
    this.agent.destroy();
  }
}

/** `rate` messages/s for `durationSec`, then the deliveries' figures (late ones are errors). */
async function run(
  sender: Sender,
  tracker: DeliveryTracker,
  label: string,
  rate: number,
  durationSec: number,
): Promise<MessageRun> {
  const start = performance.now();
  for (const offset of sendOffsets(rate, durationSec)) {
    const wait = start + offset - performance.now();
    if (wait > 0) await sleep(wait);
    sender.send(label);
  }
  const deadline = performance.now() + DRAIN_MS;
  while (tracker.waiting(label) > 0 && performance.now() < deadline) await sleep(50);
  return { rate, stats: tracker.close(label, durationSec), load: loadNow() };
}

/**
 * `BENCH_SUITE=messages`: `streams` people hold `GET /api/messages/stream` open while messages go
 * through `POST /api/messages/conversations/:id/messages`; a message's latency runs from its
 * request's start to the recipient's stream reading it (matched by its `clientId`). (a) a
 * steady modest rate against the issue's target; (b) steps doubling the rate until the p95
 * passes 500 ms. Figures only: nothing here fails the run.
 */
export async function runMessagesSuite(
  target: PreparedBookingTarget,
  o: MessagesSuiteOptions,
): Promise<void> {
  if (!target.url) throw new Error('the messages suite needs a system (BFF) to talk through');
  const pairCount = Math.ceil(o.streams / 2);
  console.log(
    `\nMessages: making ${pairCount} hosts (one listing each), ${pairCount} guests and their ` +
      'conversations through the services…',
  );
  const t0 = performance.now();
  const pairs = await makePairs({
    url: target.url,
    natsUrl: target.natsUrl,
    prefix: target.prefix,
    pairs: pairCount,
    now: new Date(),
  });
  console.log(`  ready in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);

  const tracker = new DeliveryTracker();
  const streamAgent = new http.Agent({ keepAlive: false });
  const people = pairs.flatMap((p) => [p.guest, p.host]);
  const streams = people.map(
    (p) =>
      new MessageStream(target.url ?? '', p.id, p.cookie, streamAgent, (userId, clientId, at) =>
        tracker.delivered(userId, clientId, at),
      ),
  );
  const sender = new Sender(target.url, pairs, tracker);
  try {
    for (let i = 0; i < streams.length; i += 20) {
      await Promise.all(streams.slice(i, i + 20).map((s) => s.open()));
    }
    console.log(
      `\nNode ${process.version}, ${availableParallelism()} CPU(s); ${streams.length} SSE streams ` +
        `open; ${o.warmupSec} s warm-up, ${o.durationSec} s measured per run.`,
    );
    const load = loadavg().map((n) => n.toFixed(2));
    console.log(`Load average (1, 5, 15 min) at the start: ${load.join(', ')}.`);

    console.log(`  steady ${o.rate} messages/s: warming up, measuring…`);
    await run(sender, tracker, 'warmup', o.rate, o.warmupSec);
    const steady = await run(sender, tracker, 'steady', o.rate, o.durationSec);

    const steps: MessageRun[] = [];
    for (const rate of stepRates(o.firstStep, o.maxStep)) {
      console.log(`  step ${rate} messages/s…`);
      const step = await run(sender, tracker, `step ${rate}`, rate, o.durationSec);
      steps.push(step);
      if (!(step.stats.p95 <= MESSAGES_TARGET.stepLimitMs)) break;
    }
    const drops = streams.reduce((n, s) => n + s.drops, 0);

    console.log(`\n(a) Steady load, ${streams.length} open streams: send → recipient's stream`);
    console.log(renderMessageRuns([steady]));
    const met = steady.stats.p95 <= MESSAGES_TARGET.p95Ms;
    console.log(
      `Target: p95 ≤ ${MESSAGES_TARGET.p95Ms} ms: ${met ? '✓ met' : '✗ missed'} ` +
        `(p95 ${cell(steady.stats.p95, 1)} ms at ${o.rate} messages/s).`,
    );

    console.log(
      `\n(b) Step load, ${o.durationSec} s a step, until p95 passes ${MESSAGES_TARGET.stepLimitMs} ms`,
    );
    console.log(renderMessageRuns(steps));
    const { sustained, passedAt } = sustainedRate(
      steps.map((s) => ({ rate: s.rate, p95: s.stats.p95 })),
      MESSAGES_TARGET.stepLimitMs,
    );
    console.log(
      passedAt === null
        ? `messages/s until p95 passes ${MESSAGES_TARGET.stepLimitMs} ms: not reached up to ` +
            `${o.maxStep} (BENCH_MESSAGE_MAX_RATE)`
        : `messages/s until p95 passes ${MESSAGES_TARGET.stepLimitMs} ms: ${sustained ?? `< ${passedAt}`} ` +
            `(passed at ${passedAt})`,
    );
    console.log(
      `Load average at the end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}.`,
    );
    if (drops > 0) {
      console.log(
        `The server ended streams ${drops} times during the runs; each was opened again with ` +
          'Last-Event-ID after its retry wait, as a browser does (what it missed came late).',
      );
    }
    if ([steady, ...steps].some((r) => r.stats.errors > 0)) {
      const refused = [...sender.statuses].map(([s, n]) => `${s}: ${n}`).join(', ');
      console.log(
        `Errors count sends refused or failed (${refused || 'none'}) and messages not on the ` +
          `recipient's stream ${DRAIN_MS / 1000} s after the run's last send.`,
      );
    }
  } finally {
    for (const stream of streams) stream.close();
    streamAgent.destroy();
    sender.close();
  }
}
