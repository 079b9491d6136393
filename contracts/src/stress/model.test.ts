import { describe, expect, it } from 'vitest';
import { StartStressRunBody } from '../http/stress-tests.js';

const clientId = '8a3c1f9e-2b4d-4e6f-8a1b-2c3d4e5f6a7b';
const booking = {
  scenario: 'booking-contention',
  vus: 10,
  durationSeconds: 30,
  rampSeconds: 5,
  target: { listingType: 'experience' },
  clientId,
};

function fieldsOf(body: unknown): string[] {
  const parsed = StartStressRunBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}

describe('StartStressRunBody', () => {
  it('takes a booking run with its target and a message run without one', () => {
    expect(fieldsOf(booking)).toEqual([]);
    const { target: _target, ...messages } = booking;
    expect(fieldsOf({ ...messages, scenario: 'message-delivery' })).toEqual([]);
  });

  it('names the field that is wrong', () => {
    expect(fieldsOf({ ...booking, vus: 0 })).toEqual(['vus']);
    expect(fieldsOf({ ...booking, vus: 201 })).toEqual(['vus']);
    expect(fieldsOf({ ...booking, vus: 2.5 })).toEqual(['vus']);
    expect(fieldsOf({ ...booking, durationSeconds: 601 })).toEqual(['durationSeconds']);
    expect(fieldsOf({ ...booking, rampSeconds: 31 })).toEqual(['rampSeconds']);
    expect(fieldsOf({ ...booking, target: undefined })).toEqual(['target']);
    expect(fieldsOf({ ...booking, scenario: 'message-delivery' })).toEqual(['target']);
    expect(fieldsOf({ ...booking, target: { listingType: 'castle' } })).toEqual([
      'target.listingType',
    ]);
    expect(fieldsOf({ ...booking, scenario: 'search\u0000' })).toEqual(['scenario']);
    expect(fieldsOf({ ...booking, url: 'https://example.com' })).toEqual(['']);
  });

  it('lets the ramp last the whole run', () => {
    expect(fieldsOf({ ...booking, rampSeconds: 30 })).toEqual([]);
  });
});
