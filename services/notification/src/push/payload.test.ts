import { describe, expect, it } from 'vitest';
import {
  buildPushPayload,
  deliveryOptions,
  encodePushPayload,
  MAX_PAYLOAD_BYTES,
} from './payload.js';

const message = {
  userId: '7d8e4f8a-8f0e-4a7b-9d1c-2f6e8c1b0a11',
  title: 'Reserva confirmada',
  body: 'Tu estadía empieza el 3 de enero',
  link: '/bookings/6a4f',
  tag: 'booking-6a4f',
};

describe('push payload', () => {
  it('carries what the service worker shows and nothing of the user', () => {
    expect(buildPushPayload(message)).toEqual({
      title: 'Reserva confirmada',
      body: 'Tu estadía empieza el 3 de enero',
      link: '/bookings/6a4f',
      tag: 'booking-6a4f',
    });
    expect(JSON.stringify(buildPushPayload(message))).not.toContain(message.userId);
  });

  it('marks the test push so it closes itself, and sends it urgent and short-lived', () => {
    expect(buildPushPayload({ ...message, test: true }).test).toBe(true);
    expect(deliveryOptions({ ...message, test: true })).toEqual({ TTL: 60, urgency: 'high' });
    expect(deliveryOptions(message)).toEqual({ TTL: 86_400, urgency: 'normal' });
  });

  it('refuses a payload a push service would refuse (over 4 KB sealed)', () => {
    const fits = { ...buildPushPayload(message), body: '' };
    const room = MAX_PAYLOAD_BYTES - Buffer.byteLength(JSON.stringify(fits));
    expect(() => encodePushPayload({ ...fits, body: 'a'.repeat(room) })).not.toThrow();
    // Multi-byte text counts in bytes, not characters.
    expect(() => encodePushPayload({ ...fits, body: 'á'.repeat(room / 2 + 1) })).toThrow(
      RangeError,
    );
  });
});
