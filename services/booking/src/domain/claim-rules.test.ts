import { describe, expect, it } from 'vitest';
import {
  acceptsMessages,
  claimWindowState,
  maxClaimAmount,
  openRefusal,
  readsMessage,
  repeatedDecision,
  type ClaimableBooking,
} from './claim-rules.js';

const endsAt = new Date('2027-01-10T14:00:00.000Z');
const closesAt = new Date('2027-01-24T14:00:00.000Z');
const stay: ClaimableBooking = { status: 'confirmed', paymentState: 'paid', endsAt, closesAt };
const at = (iso: string) => new Date(iso);

describe('claim window', () => {
  it('opens at the end of the stay and closes at the window end (half-open)', () => {
    expect(claimWindowState(stay, at('2027-01-10T13:59:59.999Z'))).toBe('not_yet');
    expect(claimWindowState(stay, endsAt)).toBe('open');
    expect(claimWindowState(stay, at('2027-01-24T13:59:59.999Z'))).toBe('open');
    expect(claimWindowState(stay, closesAt)).toBe('closed');
  });

  it('is not claimable unless confirmed and paid', () => {
    const now = at('2027-01-12T00:00:00Z');
    expect(claimWindowState({ ...stay, status: 'cancelled' }, now)).toBe('not_claimable');
    expect(claimWindowState({ ...stay, paymentState: 'unpaid' }, now)).toBe('not_claimable');
    expect(claimWindowState({ ...stay, paymentState: 'refunded' }, now)).toBe('not_claimable');
    expect(claimWindowState({ ...stay, paymentState: 'refund_pending' }, now)).toBe(
      'not_claimable',
    );
    expect(claimWindowState({ ...stay, paymentState: 'partially_refunded' }, now)).toBe('open');
  });

  it('says why a claim cannot be opened', () => {
    expect(openRefusal('open')).toBeNull();
    expect(openRefusal('closed')).toMatch(/14 days/);
    expect(openRefusal('not_yet')).toMatch(/ended/);
    expect(openRefusal('not_claimable')).toMatch(/paid, confirmed/);
  });
});

describe('claim amounts', () => {
  it('caps at ten times the total and at the ledger ceiling', () => {
    expect(maxClaimAmount(120_000)).toBe(1_200_000);
    expect(maxClaimAmount(50_000_000)).toBe(100_000_000);
    expect(maxClaimAmount(null)).toBe(0);
    expect(maxClaimAmount(0)).toBe(0);
  });
});

describe('claim messages', () => {
  it('shows a side what is for them or both, admins everything', () => {
    expect(readsMessage('host', 'both')).toBe(true);
    expect(readsMessage('host', 'host')).toBe(true);
    expect(readsMessage('host', 'guest')).toBe(false);
    expect(readsMessage('guest', 'host')).toBe(false);
    expect(readsMessage('admin', 'guest')).toBe(true);
  });

  it('takes messages only while open and under the cap', () => {
    expect(acceptsMessages('open', 0)).toBe(true);
    expect(acceptsMessages('open', 200)).toBe(false);
    expect(acceptsMessages('approved', 0)).toBe(false);
  });
});

describe('repeated decisions', () => {
  const open = { status: 'open' as const, approvedClp: null, note: null };
  const approved = { status: 'approved' as const, approvedClp: 5000, note: 'Fair' };

  it('lets an open claim be decided', () => {
    expect(repeatedDecision(open, { status: 'rejected', note: 'No proof' })).toBeNull();
  });

  it('answers the same decision again, refuses another', () => {
    expect(
      repeatedDecision(approved, { status: 'approved', approvedClp: 5000, note: 'Fair' }),
    ).toBe('same');
    expect(
      repeatedDecision(approved, { status: 'approved', approvedClp: 4000, note: 'Fair' }),
    ).toBe('conflict');
    expect(repeatedDecision(approved, { status: 'rejected', note: 'Fair' })).toBe('conflict');
    const withdrawn = { status: 'withdrawn' as const, approvedClp: null, note: null };
    expect(repeatedDecision(withdrawn, { status: 'withdrawn' })).toBe('same');
    expect(repeatedDecision(withdrawn, { status: 'approved', approvedClp: 1 })).toBe('conflict');
  });
});
