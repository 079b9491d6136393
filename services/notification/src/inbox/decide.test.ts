import { describe, expect, it } from 'vitest';
import { switchKey } from '../settings/defaults.js';
import { decideDelivery } from './decide.js';
import { messageDigestJobId } from './message-digest-job.js';

describe('decideDelivery', () => {
  it('sends on every channel by default, email only when the occurrence has one', () => {
    expect(decideDelivery(new Map(), 'booking_requested', true)).toEqual({
      inApp: true,
      email: true,
      push: true,
    });
    expect(decideDelivery(new Map(), 'booking_declined', false).email).toBe(false);
  });

  it('leaves off exactly the channels switched off', () => {
    const switches = new Map([
      [switchKey('payout_paid', 'in_app'), false],
      [switchKey('payout_paid', 'push'), false],
    ]);
    expect(decideDelivery(switches, 'payout_paid', true)).toEqual({
      inApp: false,
      email: true,
      push: false,
    });
    // Another type keeps its defaults.
    expect(decideDelivery(switches, 'payout_failed', true).inApp).toBe(true);
  });

  it('never emails a type that has no email, whatever is stored', () => {
    const switches = new Map([[switchKey('payment_received', 'email'), true]]);
    expect(decideDelivery(switches, 'payment_received', true).email).toBe(false);
  });
});

describe('messageDigestJobId', () => {
  const conversationId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
  const recipientId = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

  it('is one id per conversation, recipient and window', () => {
    const a = messageDigestJobId({
      conversationId,
      recipientId,
      windowStart: '2026-12-01T10:00:00.000Z',
    });
    expect(
      messageDigestJobId({ conversationId, recipientId, windowStart: '2026-12-01T10:00:00.000Z' }),
    ).toBe(a);
    expect(
      messageDigestJobId({ conversationId, recipientId, windowStart: '2026-12-01T10:11:00.000Z' }),
    ).not.toBe(a);
    expect(
      messageDigestJobId({
        conversationId,
        recipientId: conversationId,
        windowStart: '2026-12-01T10:00:00.000Z',
      }),
    ).not.toBe(a);
    expect(a).not.toContain(':');
  });
});
