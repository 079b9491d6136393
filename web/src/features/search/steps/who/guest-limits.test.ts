// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NO_GUESTS, type GuestCounts } from '../../state';
import { maximumOf, minimumOf, stepGuests } from './guest-limits';

const g = (partial: Partial<GuestCounts>): GuestCounts => ({ ...NO_GUESTS, ...partial });

describe('guest counters', () => {
  it('never go below 0', () => {
    expect(stepGuests(NO_GUESTS, 'adults', -1)).toEqual(NO_GUESTS);
    expect(stepGuests(g({ adults: 1 }), 'infants', -1)).toEqual(g({ adults: 1 }));
    expect(stepGuests(g({ adults: 1 }), 'adults', -1)).toEqual(NO_GUESTS);
  });

  it('bring an adult along with children, infants or pets, and keep them', () => {
    expect(stepGuests(NO_GUESTS, 'children', 1)).toEqual(g({ adults: 1, children: 1 }));
    expect(stepGuests(NO_GUESTS, 'pets', 1)).toEqual(g({ adults: 1, pets: 1 }));
    expect(minimumOf('adults', g({ adults: 1, infants: 1 }))).toBe(1);
    expect(stepGuests(g({ adults: 1, infants: 1 }), 'adults', -1)).toEqual(
      g({ adults: 1, infants: 1 }),
    );
  });

  it('hold adults and children together to 16', () => {
    expect(maximumOf('adults', g({ children: 4 }))).toBe(12);
    expect(stepGuests(g({ adults: 12, children: 4 }), 'adults', 1)).toEqual(
      g({ adults: 12, children: 4 }),
    );
    expect(stepGuests(g({ adults: 12, children: 4 }), 'children', 1)).toEqual(
      g({ adults: 12, children: 4 }),
    );
    expect(stepGuests(g({ adults: 15 }), 'children', 1)).toEqual(g({ adults: 15, children: 1 }));
    // With no adult yet, a child brings one: 15 children at most.
    expect(maximumOf('children', NO_GUESTS)).toBe(15);
  });

  it('hold infants and pets to 5 each, outside the 16', () => {
    const full = g({ adults: 16, infants: 5, pets: 5 });
    expect(stepGuests(full, 'infants', 1)).toEqual(full);
    expect(stepGuests(full, 'pets', 1)).toEqual(full);
    expect(stepGuests(g({ adults: 16 }), 'infants', 1)).toEqual(g({ adults: 16, infants: 1 }));
  });
});
