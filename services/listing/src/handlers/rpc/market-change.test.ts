import { describe, expect, it } from 'vitest';
import type { PropertyRow } from '../../db/types.js';
import { confirmMarketChange } from './market-change.js';

/** Only the columns the check reads; the rest of a row does not matter to it. */
function row(fields: Partial<PropertyRow>): PropertyRow {
  return {
    status: 'unlisted',
    published_at: new Date('2026-12-01T12:00:00Z'),
    market_change_token: null,
    market_change_at: null,
    ...fields,
  } as PropertyRow;
}

const TOKEN = '7d1c7a52-2b8e-4a57-9d4c-0a4f1e1f4c11';
const everPublished = (r: PropertyRow) => r.published_at !== null;

describe('confirmMarketChange: what `before` asked of booking still applies under the lock', () => {
  it('drops the claim this request holds', () => {
    const claimed = row({ market_change_token: TOKEN, market_change_at: new Date() });
    expect(confirmMarketChange(claimed, { token: TOKEN }, everPublished)).toEqual({
      market_change_token: null,
      market_change_at: null,
    });
  });

  it('refuses when the claim is gone or is another request’s (a lapsed claim taken over)', () => {
    for (const token of [null, 'e0b7f0a4-54e1-4b36-a2ef-8f5c3ae4b8a1']) {
      const taken = row({
        market_change_token: token,
        market_change_at: token ? new Date() : null,
      });
      expect(() => confirmMarketChange(taken, { token: TOKEN }, everPublished)).toThrow(
        expect.objectContaining({ code: 'CONFLICT' }),
      );
    }
  });

  it('refuses a write booking was not asked for when the row now needs it (published meanwhile)', () => {
    // A delete that found a draft (nothing to ask), then a first publish committed before it.
    expect(() =>
      confirmMarketChange(row({ status: 'published' }), { token: null }, everPublished),
    ).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    expect(
      confirmMarketChange(
        row({ status: 'draft', published_at: null }),
        { token: null },
        everPublished,
      ),
    ).toEqual({});
  });
});
