// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseHostCalendarSearch } from './search';

const LISTING = '22222222-2222-4222-8222-222222222222';

describe('the calendar’s address', () => {
  it('reads a listing, a month and a day', () => {
    expect(
      parseHostCalendarSearch({ listing: LISTING, month: '2026-05', date: '2026-05-20' }),
    ).toEqual({ listing: LISTING, month: '2026-05', date: '2026-05-20' });
    expect(parseHostCalendarSearch({})).toEqual({});
  });

  it('drops each value that is not what its key holds, and keeps the others', () => {
    expect(
      parseHostCalendarSearch({ listing: 'not-a-uuid', month: '2026-13', date: '2026-02-30' }),
    ).toEqual({});
    for (const month of ['2026-4', '1999-12', 202605, '2026-05-01', null]) {
      expect(parseHostCalendarSearch({ month, date: '2026-05-20' }), String(month)).toEqual({
        date: '2026-05-20',
      });
    }
    expect(parseHostCalendarSearch({ listing: 42, month: '2026-05' })).toEqual({
      month: '2026-05',
    });
  });
});
