import { randomUUID } from 'node:crypto';
import {
  BookingRpc,
  ClaimEvents,
  ClaimRpc,
  SYSTEM_ACTOR,
  type Actor,
  type Booking,
  type ImportedProperty,
  type OpenClaimRequest,
  type StoredPhoto,
} from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDate } from '../src/testing/dates.js';
import { PaymentFeed } from './payments.js';
import { BookingUnderTest, guest, listing } from './support.js';

const DESCRIPTION = 'The glass coffee table was cracked and a chair leg was broken.';
const ADMIN: Actor = { userId: randomUUID(), roles: ['admin'] };

/**
 * Decision 0051: damage claims, every rule in the booking service: only the host, a paid and
 * confirmed stay that has ended, inside 14 days, one open claim per booking, amounts under the
 * cap; messages for both sides or one; admin decisions audited, announced once.
 */
describe('damage claims', () => {
  let booking: BookingUnderTest;
  let pay: PaymentFeed;
  const hostOf = (p: ImportedProperty): Actor => ({ userId: p.hostId, roles: [] });

  /** A stay that ended `endedDaysAgo` days ago, confirmed and paid (the system's history). */
  async function pastStay(p: ImportedProperty, who: Actor, endedDaysAgo: number): Promise<Booking> {
    if (!who.userId) throw new Error('a guest has an id');
    return booking.client.call(
      BookingRpc.recordPast,
      {
        guestId: who.userId,
        slot: {
          propertyId: p.id,
          checkIn: santiagoDate(-endedDaysAgo - 2),
          checkOut: santiagoDate(-endedDaysAgo),
          guests: 2,
        },
      },
      { actor: SYSTEM_ACTOR, idempotencyKey: randomUUID() },
    );
  }

  const open = (
    actor: Actor,
    request: Omit<OpenClaimRequest, 'clientKey'> & { clientKey?: string },
  ) =>
    booking.client.call(
      ClaimRpc.open,
      { clientKey: randomUUID(), ...request },
      { actor, idempotencyKey: randomUUID() },
    );
  const photo = async (owner: Actor): Promise<string> => {
    const id = randomUUID();
    const stored: StoredPhoto = {
      id,
      url: `https://media.test/claims/${id}/1024.webp`,
      width: 1024,
      height: 768,
      variants: [{ url: `https://media.test/claims/${id}/1024.webp`, width: 1024 }],
      placeholder: null,
      keys: [`claims/${id}/1024.webp`],
    };
    await booking.client.call(ClaimRpc.recordPhoto, { photo: stored }, { actor: owner });
    return id;
  };
  const outbox = async (subject: string, claimId: string) =>
    (
      await sql<{ data: Record<string, unknown> }>`
        SELECT envelope->'data' AS data FROM outbox
        WHERE subject = ${subject} AND envelope->'data'->>'claimId' = ${claimId}
        ORDER BY seq`.execute(booking.db)
    ).rows.map((r) => r.data);
  const audits = async (claimId: string) =>
    (
      await sql<{ data: Record<string, unknown> }>`
        SELECT envelope->'data' AS data FROM outbox
        WHERE subject = 'evt.booking.adminAction.recorded'
          AND envelope->'data'->'target'->>'id' = ${claimId}
        ORDER BY seq`.execute(booking.db)
    ).rows.map((r) => r.data);

  beforeAll(async () => {
    booking = await BookingUnderTest.start('booking_claims');
    pay = new PaymentFeed(booking);
  });
  afterAll(async () => {
    await booking?.stop();
  });

  it('lets only the host claim, on a paid stay that ended less than 14 days ago', async () => {
    const p = listing();
    await booking.publish(p);
    const ana = guest();
    const host = hostOf(p);
    const claim = { amount: 50_000, description: DESCRIPTION };

    // Not paid (a hold), and paid but not yet ended.
    const held = await booking.client.call(
      BookingRpc.hold,
      { propertyId: p.id, checkIn: santiagoDate(20), checkOut: santiagoDate(22), guests: 2 },
      { actor: ana, idempotencyKey: randomUUID() },
    );
    const unpaid = await errorOf(open(host, { ...claim, bookingId: held.id }));
    expect(unpaid.code).toBe('CONFLICT');
    expect(unpaid.details).toMatchObject({ reason: 'window_not_claimable' });
    await pay.succeeded(held.id, held.quote.total.amount);
    const early = await errorOf(open(host, { ...claim, bookingId: held.id }));
    expect(early.details).toMatchObject({ reason: 'window_not_yet' });

    // The window: open 13 days after, closed 15 days after.
    const closed = await pastStay(p, ana, 15);
    const late = await errorOf(open(host, { ...claim, bookingId: closed.id }));
    expect(late.code).toBe('CONFLICT');
    expect(late.details).toMatchObject({ reason: 'window_closed' });
    expect(late.message).toMatch(/14 days/);
    const closedView = await booking.client.call(
      ClaimRpc.forBooking,
      { bookingId: closed.id },
      { actor: host },
    );
    expect(closedView).toMatchObject({ window: 'closed', canOpen: false });

    const stayed = await pastStay(p, ana, 13);
    // The guest, a stranger and an admin who is not the host: no such booking, for claims.
    for (const actor of [ana, guest(), ADMIN]) {
      expect((await errorOf(open(actor, { ...claim, bookingId: stayed.id }))).code).toBe(
        'NOT_FOUND',
      );
    }
    expect(
      (
        await errorOf(
          booking.client.call(ClaimRpc.forBooking, { bookingId: stayed.id }, { actor: guest() }),
        )
      ).code,
    ).toBe('NOT_FOUND');

    // Amounts: above ten times the total is refused on `amount`; bad text is a 400, not a 500.
    const view = await booking.client.call(
      ClaimRpc.forBooking,
      { bookingId: stayed.id },
      { actor: host },
    );
    expect(view).toMatchObject({ window: 'open', canOpen: true, role: 'host', claims: [] });
    expect(view.maxAmount).toBe(stayed.quote.total.amount * 10);
    const tooMuch = await errorOf(
      open(host, { ...claim, amount: view.maxAmount + 1, bookingId: stayed.id }),
    );
    expect(tooMuch.code).toBe('VALIDATION');
    expect(tooMuch.details).toMatchObject({ fields: [{ path: 'amount' }] });
    for (const bad of [
      { ...claim, amount: 0 },
      { ...claim, amount: 10.5 },
      { ...claim, description: 'short' },
      { ...claim, description: `${DESCRIPTION}\u0000` },
    ]) {
      expect((await errorOf(open(host, { ...bad, bookingId: stayed.id }))).code).toBe('VALIDATION');
    }
    // Someone else's photo cannot be attached; nothing is kept.
    const notMine = await errorOf(
      open(host, { ...claim, bookingId: stayed.id, photoIds: [await photo(ana)] }),
    );
    expect(notMine.details).toMatchObject({ fields: [{ path: 'photoIds' }] });
    const { rows } = await sql`SELECT 1 FROM claims WHERE booking_id = ${stayed.id}`.execute(
      booking.db,
    );
    expect(rows).toEqual([]);
  });

  it('opens one claim per booking with photos, announced once; a resend answers the same claim', async () => {
    const p = listing();
    await booking.publish(p);
    const ana = guest();
    const host = hostOf(p);
    const stayed = await pastStay(p, ana, 2);
    const photos = [await photo(host), await photo(host)];
    const clientKey = randomUUID();
    const request = {
      bookingId: stayed.id,
      amount: 80_000,
      description: DESCRIPTION,
      photoIds: photos,
      clientKey,
    };

    const opened = await open(host, request);
    expect(opened).toMatchObject({
      role: 'host',
      canMessage: true,
      messages: [],
      claim: {
        bookingId: stayed.id,
        propertyId: p.id,
        hostId: p.hostId,
        guestId: ana.userId,
        amount: 80_000,
        currency: 'CLP',
        status: 'open',
        decidedAt: null,
        approvedAmount: null,
        listingTitle: stayed.listing.title,
        stayEndedAt: stayed.endsAt,
      },
    });
    expect(opened.claim.photos.map((ph) => ph.id)).toEqual(photos);
    expect(Date.parse(opened.claim.windowClosesAt)).toBeGreaterThan(Date.parse(stayed.endsAt));

    // The same key again (a new RPC key: the kit forgot it) answers the same claim.
    expect((await open(host, request)).claim.id).toBe(opened.claim.id);
    // Another claim while this one is open: refused, naming it.
    const second = await errorOf(open(host, { ...request, clientKey: randomUUID(), photoIds: [] }));
    expect(second.code).toBe('CONFLICT');
    expect(second.details).toMatchObject({ reason: 'claim_open', claimId: opened.claim.id });

    const guestSees = await booking.client.call(
      ClaimRpc.get,
      { claimId: opened.claim.id },
      { actor: ana },
    );
    expect(guestSees).toMatchObject({ role: 'guest', claim: { id: opened.claim.id } });
    expect(
      (
        await errorOf(
          booking.client.call(ClaimRpc.get, { claimId: opened.claim.id }, { actor: guest() }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (await booking.client.call(ClaimRpc.forBooking, { bookingId: stayed.id }, { actor: host }))
        .canOpen,
    ).toBe(false);

    expect(await outbox(ClaimEvents.OPENED.subject, opened.claim.id)).toEqual([
      expect.objectContaining({
        bookingId: stayed.id,
        hostId: p.hostId,
        guestId: ana.userId,
        amount: 80_000,
        description: DESCRIPTION,
        photoCount: 2,
      }),
    ]);
  });

  it('carries messages to both sides, and an admin’s to one side only; a resend lands once', async () => {
    const p = listing();
    await booking.publish(p);
    const ana = guest();
    const host = hostOf(p);
    const stayed = await pastStay(p, ana, 3);
    const { claim } = await open(host, {
      bookingId: stayed.id,
      amount: 30_000,
      description: DESCRIPTION,
    });

    const answer = {
      claimId: claim.id,
      clientId: randomUUID(),
      body: 'The table was cracked when we arrived.',
    };
    const answered = await booking.client.call(ClaimRpc.message, answer, { actor: ana });
    expect(answered.messages).toMatchObject([
      { authorRole: 'guest', to: 'both', body: answer.body },
    ]);
    // The same message again: one message.
    expect(
      (await booking.client.call(ClaimRpc.message, answer, { actor: ana })).messages,
    ).toHaveLength(1);

    // An admin asks the host alone: the guest does not see it.
    const ask = {
      claimId: claim.id,
      clientId: randomUUID(),
      to: 'host' as const,
      body: 'Please send a photo of the table before the stay.',
    };
    const asked = await booking.client.call(ClaimRpc.adminMessage, ask, { actor: ADMIN });
    expect(asked.role).toBe('admin');
    expect(asked.messages.map((m) => m.authorRole)).toEqual(['guest', 'admin']);
    await booking.client.call(ClaimRpc.adminMessage, ask, { actor: ADMIN });
    const hostSees = await booking.client.call(
      ClaimRpc.get,
      { claimId: claim.id },
      { actor: host },
    );
    expect(hostSees.messages.map((m) => [m.authorRole, m.to])).toEqual([
      ['guest', 'both'],
      ['admin', 'host'],
    ]);
    const guestSees = await booking.client.call(
      ClaimRpc.get,
      { claimId: claim.id },
      { actor: ana },
    );
    expect(guestSees.messages.map((m) => m.authorRole)).toEqual(['guest']);

    // Parties cannot use the admin's channel; strangers and admins not the party's.
    expect(
      (
        await errorOf(
          booking.client.call(
            ClaimRpc.adminMessage,
            { ...ask, clientId: randomUUID() },
            { actor: host },
          ),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await errorOf(
          booking.client.call(
            ClaimRpc.message,
            { ...answer, clientId: randomUUID() },
            { actor: guest() },
          ),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorOf(
          booking.client.call(ClaimRpc.message, { ...answer, body: '' }, { actor: ana }),
        )
      ).code,
    ).toBe('VALIDATION');

    // Each side's data export carries the claim as they see it.
    const exported = await booking.client.call(BookingRpc.exportUser, {}, { actor: ana });
    expect(exported.claims).toEqual([
      expect.objectContaining({
        id: claim.id,
        role: 'guest',
        messages: [expect.objectContaining({ authorRole: 'guest' })],
      }),
    ]);
    const hostExport = await booking.client.call(BookingRpc.exportUser, {}, { actor: host });
    expect(hostExport.claims?.find((c) => c.id === claim.id)?.messages).toHaveLength(2);

    const events = await outbox(ClaimEvents.MESSAGE_ADDED.subject, claim.id);
    expect(events.map((e) => [e['authorRole'], e['to']])).toEqual([
      ['guest', 'both'],
      ['admin', 'host'],
    ]);
    expect(await audits(claim.id)).toEqual([
      expect.objectContaining({
        actorId: ADMIN.userId,
        action: 'booking.claim.message',
        target: { type: 'claim', id: claim.id },
      }),
    ]);
  });

  it('approves at most the claimed amount, once: row, event and audit together', async () => {
    const p = listing();
    await booking.publish(p);
    const ana = guest();
    const host = hostOf(p);
    const stayed = await pastStay(p, ana, 1);
    const { claim } = await open(host, {
      bookingId: stayed.id,
      amount: 60_000,
      description: DESCRIPTION,
    });

    const approve = (actor: Actor, amount: number, note?: string) =>
      booking.client.call(
        ClaimRpc.approve,
        { claimId: claim.id, amount, ...(note ? { note } : {}) },
        { actor },
      );
    expect((await errorOf(approve(host, 10_000))).code).toBe('FORBIDDEN');
    expect((await errorOf(approve(SYSTEM_ACTOR, 10_000))).code).toBe('FORBIDDEN');
    const over = await errorOf(approve(ADMIN, 60_001));
    expect(over.code).toBe('VALIDATION');
    expect(over.details).toMatchObject({ fields: [{ path: 'amount' }] });

    const approved = await approve(ADMIN, 45_000, 'Half the table, the chair in full.');
    expect(approved.claim).toMatchObject({
      status: 'approved',
      approvedAmount: 45_000,
      decisionNote: 'Half the table, the chair in full.',
      amount: 60_000,
    });
    expect(approved.claim.decidedAt).not.toBeNull();
    expect(approved.canMessage).toBe(false);

    // The same approval again changes nothing; any other decision is refused.
    expect(
      (await approve(ADMIN, 45_000, 'Half the table, the chair in full.')).claim.decidedAt,
    ).toBe(approved.claim.decidedAt);
    expect((await errorOf(approve(ADMIN, 40_000))).code).toBe('CONFLICT');
    const reject = await errorOf(
      booking.client.call(
        ClaimRpc.reject,
        { claimId: claim.id, note: 'No proof' },
        { actor: ADMIN },
      ),
    );
    expect(reject.code).toBe('CONFLICT');
    const late = await errorOf(
      booking.client.call(
        ClaimRpc.message,
        { claimId: claim.id, clientId: randomUUID(), body: 'One more thing' },
        { actor: ana },
      ),
    );
    expect(late.details).toMatchObject({ reason: 'claim_approved' });

    expect(await outbox(ClaimEvents.APPROVED.subject, claim.id)).toEqual([
      expect.objectContaining({
        approvedAmount: 45_000,
        amount: 60_000,
        hostId: p.hostId,
        guestId: ana.userId,
        startsAt: stayed.startsAt,
        endsAt: stayed.endsAt,
        decidedBy: ADMIN.userId,
      }),
    ]);
    expect(await audits(claim.id)).toEqual([
      expect.objectContaining({
        actorId: ADMIN.userId,
        action: 'booking.claim.approve',
        before: { status: 'open' },
        after: expect.objectContaining({ status: 'approved', approvedAmount: 45_000 }),
        reason: 'Half the table, the chair in full.',
      }),
    ]);

    // Decided: the host may claim again on the booking while the window is open.
    const view = await booking.client.call(
      ClaimRpc.forBooking,
      { bookingId: stayed.id },
      { actor: ana },
    );
    expect(view).toMatchObject({ role: 'guest', canOpen: false });
    expect(view.claims.map((c) => c.status)).toEqual(['approved']);
    expect(
      (await booking.client.call(ClaimRpc.forBooking, { bookingId: stayed.id }, { actor: host }))
        .canOpen,
    ).toBe(true);
  });

  it('rejects with a note both sides read, and lets the host withdraw while open', async () => {
    const p = listing();
    await booking.publish(p);
    const ana = guest();
    const host = hostOf(p);
    const stayed = await pastStay(p, ana, 4);
    const first = await open(host, {
      bookingId: stayed.id,
      amount: 20_000,
      description: DESCRIPTION,
    });

    const noNote = await errorOf(
      booking.client.call(
        ClaimRpc.reject,
        { claimId: first.claim.id, note: ' ' },
        { actor: ADMIN },
      ),
    );
    expect(noNote.code).toBe('VALIDATION');
    const rejected = await booking.client.call(
      ClaimRpc.reject,
      { claimId: first.claim.id, note: 'The photos show wear, not damage.' },
      { actor: ADMIN },
    );
    expect(rejected.claim).toMatchObject({
      status: 'rejected',
      approvedAmount: null,
      decisionNote: 'The photos show wear, not damage.',
    });
    expect(await outbox(ClaimEvents.REJECTED.subject, first.claim.id)).toHaveLength(1);
    expect((await audits(first.claim.id)).map((a) => a['action'])).toEqual([
      'booking.claim.reject',
    ]);
    const guestReads = await booking.client.call(
      ClaimRpc.get,
      { claimId: first.claim.id },
      { actor: ana },
    );
    expect(guestReads.claim.decisionNote).toBe('The photos show wear, not damage.');

    const second = await open(host, {
      bookingId: stayed.id,
      amount: 15_000,
      description: DESCRIPTION,
    });
    const withdraw = (actor: Actor) =>
      booking.client.call(ClaimRpc.withdraw, { claimId: second.claim.id }, { actor });
    expect((await errorOf(withdraw(ana))).code).toBe('FORBIDDEN');
    expect((await errorOf(withdraw(ADMIN))).code).toBe('NOT_FOUND');
    const withdrawn = await withdraw(host);
    expect(withdrawn.claim.status).toBe('withdrawn');
    expect((await withdraw(host)).claim.decidedAt).toBe(withdrawn.claim.decidedAt);
    expect(await outbox(ClaimEvents.WITHDRAWN.subject, second.claim.id)).toHaveLength(1);
    expect(await audits(second.claim.id)).toEqual([]);
  });

  it('lists claims for admins only, newest first, by status and by page', async () => {
    const p = listing();
    await booking.publish(p);
    const host = hostOf(p);
    const ids: string[] = [];
    for (const days of [5, 8, 11]) {
      const stayed = await pastStay(p, guest(), days);
      ids.push(
        (await open(host, { bookingId: stayed.id, amount: 10_000, description: DESCRIPTION })).claim
          .id,
      );
    }
    await booking.client.call(
      ClaimRpc.reject,
      { claimId: ids[0] as string, note: 'Not damage.' },
      { actor: ADMIN },
    );
    expect((await errorOf(booking.client.call(ClaimRpc.adminList, {}, { actor: host }))).code).toBe(
      'FORBIDDEN',
    );

    const first = await booking.client.call(ClaimRpc.adminList, { limit: 2 }, { actor: ADMIN });
    expect(first.items.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).not.toBeNull();
    const next = await booking.client.call(
      ClaimRpc.adminList,
      { limit: 2, cursor: first.nextCursor ?? '' },
      { actor: ADMIN },
    );
    expect(next.items.map((c) => c.id)).toContain(ids[0]);
    const rejected = await booking.client.call(
      ClaimRpc.adminList,
      { status: 'rejected' },
      { actor: ADMIN },
    );
    expect(rejected.items.map((c) => c.id)).toContain(ids[0]);
    expect(rejected.items.every((c) => c.status === 'rejected')).toBe(true);
    const asAdmin = await booking.client.call(
      ClaimRpc.adminGet,
      { claimId: ids[1] as string },
      { actor: ADMIN },
    );
    expect(asAdmin.role).toBe('admin');
  });
});
