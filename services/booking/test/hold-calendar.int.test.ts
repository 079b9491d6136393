import { randomUUID } from 'node:crypto';
import { BookingRpc, type Actor, type HoldRequest, type Property } from '@arrendo/contracts';
import { errorOf } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarUnderTest } from '../src/testing/calendar-support.js';
import { isoWeekday, nextWeekday, santiagoDate } from '../src/testing/dates.js';
import { fakeProperty } from '@arrendo/listing/testing';

const host = (p: Property): Actor => ({ userId: p.hostId, roles: [] });
const guest = (): Actor => ({ userId: randomUUID(), roles: [] });

describe('booking service: holds respect the host calendar', () => {
  let t: CalendarUnderTest;
  let home: Property;
  let studio: Property;

  const hold = (request: HoldRequest) =>
    t.client.call(BookingRpc.hold, request, { actor: guest(), idempotencyKey: randomUUID() });
  const refusal = async (request: HoldRequest) => {
    const error = await errorOf(hold(request));
    return { code: error.code, field: error.details?.fields?.[0]?.path, message: error.message };
  };
  const hourly = (date: string, startTime: string, hours: number): HoldRequest => ({
    propertyId: studio.id,
    date,
    startTime,
    hours,
    guests: 2,
  });

  beforeAll(async () => {
    t = await CalendarUnderTest.start('holdcal');
    home = t.listing.add(fakeProperty());
    studio = t.listing.add(fakeProperty({ listingType: 'experience', minHours: 2 }));
    await t.client.call(
      BookingRpc.block,
      { propertyId: home.id, start: santiagoDate(20), end: santiagoDate(22) },
      { actor: host(home) },
    );
    await t.client.call(
      BookingRpc.setWeeklyRules,
      {
        propertyId: home.id,
        rules: { blockedWeekdays: [isoWeekday(santiagoDate(24))], openingHours: [] },
      },
      { actor: host(home) },
    );
    // Open Monday 10–18 and Wednesday 09–21; Wednesday 3 weeks out is blocked.
    await t.client.call(
      BookingRpc.setWeeklyRules,
      {
        propertyId: studio.id,
        rules: {
          blockedWeekdays: [],
          openingHours: [
            { weekday: 1, open: '10:00', close: '18:00' },
            { weekday: 3, open: '09:00', close: '21:00' },
          ],
        },
      },
      { actor: host(studio) },
    );
    const wednesday = nextWeekday(3, 21);
    await t.client.call(
      BookingRpc.block,
      { propertyId: studio.id, start: wednesday, end: santiagoDate(29) },
      { actor: host(studio) },
    );
  });

  afterAll(async () => {
    await t?.stop();
  });

  it('refuses a stay that includes a blocked night, and allows one that ends on it', async () => {
    const stay = (checkIn: number, checkOut: number): HoldRequest => ({
      propertyId: home.id,
      checkIn: santiagoDate(checkIn),
      checkOut: santiagoDate(checkOut),
      guests: 2,
    });
    expect(await refusal(stay(18, 21))).toMatchObject({ code: 'VALIDATION', field: 'checkIn' });
    expect(await refusal(stay(21, 23))).toMatchObject({ code: 'VALIDATION', field: 'checkIn' });
    expect((await hold(stay(18, 20))).status).toBe('pending');
    expect((await hold(stay(22, 24))).status).toBe('pending');
  });

  it('refuses a stay over a weekday blocked every week', async () => {
    const checkIn = santiagoDate(44);
    const checkOut = santiagoDate(46); // includes day 45 = day 24 + 21
    const refused = await refusal({ propertyId: home.id, checkIn, checkOut, guests: 1 });
    expect(refused).toMatchObject({ code: 'VALIDATION', field: 'checkIn' });
    expect(refused.message).toContain('blocked');
  });

  it('refuses hourly bookings on a closed day', async () => {
    const tuesday = nextWeekday(2);
    expect(await refusal(hourly(tuesday, '10:00', 2))).toMatchObject({
      code: 'VALIDATION',
      field: 'date',
      message: 'This space is closed on Tuesdays.',
    });
  });

  it('refuses hourly bookings outside the opening hours', async () => {
    const monday = nextWeekday(1);
    expect(await refusal(hourly(monday, '09:30', 2))).toMatchObject({ field: 'startTime' });
    expect(await refusal(hourly(monday, '17:00', 2))).toMatchObject({ field: 'startTime' });
    expect((await hold(hourly(monday, '16:00', 2))).status).toBe('pending');
  });

  it('refuses hourly bookings on a blocked date', async () => {
    expect(await refusal(hourly(nextWeekday(3, 21), '10:00', 2))).toMatchObject({
      code: 'VALIDATION',
      field: 'date',
    });
    expect((await hold(hourly(nextWeekday(3, 8), '10:00', 2))).status).toBe('pending');
  });

  it('refuses hourly bookings shorter than the minimum', async () => {
    expect(await refusal(hourly(nextWeekday(1, 14), '10:00', 1))).toMatchObject({
      code: 'VALIDATION',
      field: 'hours',
      message: 'This space is booked for at least 2 hours.',
    });
  });
});
