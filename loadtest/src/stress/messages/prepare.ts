import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { MessagingRpc } from '@arrendo/contracts';
import { inBatches, provisionPeople, signInPeople } from '../cast/people.js';
import { importListings } from '../cast/listings.js';
import { MessageStream } from '../../messages/stream.js';
import type { PreparedRun, RunContext } from '../prepared.js';

/** How long the check waits after the load for deliveries still on their way. */
const DRAIN_MS = 5_000;
/** Bounds the arrivals kept for sends not reported yet (messages not from this run). */
const MAX_EARLY_ARRIVALS = 10_000;

/**
 * `message-delivery`: one host with one listing, one guest per virtual user, each in their own
 * conversation with the host ('Contact host'). Every iteration sends a new message; the host's
 * live stream, opened before the load, reads them, and the time from the start of the send to
 * the message's arrival there is `message_delivery_duration`.
 */
export async function prepareMessagesRun(ctx: RunContext): Promise<PreparedRun> {
  const [host] = await provisionPeople(ctx.client, {
    runTag: ctx.runTag,
    secret: ctx.secret,
    role: 'host',
    count: 1,
  });
  if (!host) throw new Error('the run host was not made');
  await ctx.remember({ people: [host], listingIds: [] });
  const guests = await provisionPeople(ctx.client, {
    runTag: ctx.runTag,
    secret: ctx.secret,
    role: 'guest',
    count: ctx.params.vus,
  });
  const people = [host, ...guests];
  const [listingId] = await importListings(ctx.client, {
    hostId: host.id,
    runTag: ctx.runTag,
    listingType: 'home',
    count: 1,
    now: ctx.now(),
  });
  if (!listingId) throw new Error('the run listing was not made');
  await ctx.remember({ people, listingIds: [listingId] });
  const conversations = await inBatches(guests, 4, async (guest) => {
    const conversation = await ctx.client.call(
      MessagingRpc.openConversation,
      { listingId },
      { actor: { userId: guest.id, roles: [] } },
    );
    return conversation.id;
  });
  const signInOptions = {
    secret: ctx.secret,
    baseUrl: ctx.baseUrl,
    refreshCookie: ctx.refreshCookie,
  };
  const [signedInHost] = await signInPeople(ctx.client, [host], signInOptions);
  const vus = await signInPeople(ctx.client, guests, signInOptions);
  if (!signedInHost) throw new Error('the run host could not sign in');

  // Sends awaiting their delivery: client id → when the send started.
  const pending = new Map<string, number>();
  // Arrivals of sends not known yet (the k6 engine learns of a send once it is answered).
  const arrivals = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true });
  const stream = new MessageStream(
    ctx.baseUrl,
    host.id,
    signedInHost.jar.header(),
    agent,
    (_userId, clientId, at) => {
      const startedAt = pending.get(clientId);
      if (startedAt === undefined) {
        // k6 reports its sends after the fact: keep the arrival until the send is known.
        if (arrivals.size < MAX_EARLY_ARRIVALS) arrivals.set(clientId, at);
        return;
      }
      pending.delete(clientId);
      ctx.metrics.delivery(at - startedAt);
    },
  );
  await stream.open();

  return {
    people,
    vus,
    request(_step, vu, iteration) {
      const conversationId = conversations[vu];
      if (!conversationId) return null;
      const clientId = randomUUID();
      // Awaited from now: the stream may read the message before the send's answer arrives.
      pending.set(clientId, performance.now());
      return {
        path: `/api/messages/conversations/${conversationId}/messages`,
        body: {
          clientId,
          body: `Stress test ${ctx.runTag}: message ${iteration + 1} from guest ${vu + 1}`,
        },
      };
    },
    answered({ status, clientId, startedAt }) {
      if (!clientId) return;
      // Only a stored message is delivered; a refused one is an http_req_failed already.
      if (status !== 201 && status !== 200) {
        pending.delete(clientId);
        return;
      }
      const arrivedAt = arrivals.get(clientId);
      if (arrivedAt !== undefined) {
        arrivals.delete(clientId);
        ctx.metrics.delivery(arrivedAt - startedAt);
      } else if (!pending.has(clientId)) {
        pending.set(clientId, startedAt);
      }
    },
    live: () => ({}),
    k6Data: () => ({
      vus: vus.map((vu, n) => ({ cookies: vu.jar.entries(), conversationId: conversations[n] })),
      runTag: ctx.runTag,
    }),
    async check() {
      const deadline = performance.now() + DRAIN_MS;
      while (pending.size > 0 && performance.now() < deadline) await sleep(100);
      const undelivered = pending.size;
      pending.clear();
      arrivals.clear();
      const statuses: Record<string, number> = undelivered > 0 ? { undelivered } : {};
      return { slots: [], statuses, problems: [] };
    },
    close() {
      stream.close();
      agent.destroy();
    },
  };
}
