import { describe, expect, it } from 'vitest';
import { EMPTY_LISTING_FIELDS, type ListingFields } from './fields.js';
import { categoryConflicts, publishProblems } from './publish.js';

const fields = (patch: Partial<ListingFields>): ListingFields => ({
  ...EMPTY_LISTING_FIELDS,
  ...patch,
});
const basics = (f: ListingFields) =>
  publishProblems(f, { photoCount: 0, openWeekdayCount: null })
    .filter((p) => p.step === 'basics')
    .map((p) => `${p.field}:${p.code}`);

describe('a listing’s category fits its type (decision 0032)', () => {
  it('a home is a stay type with highlights, never a per-hour category', () => {
    expect(
      basics(
        fields({
          listingType: 'home',
          category: 'stay',
          subcategory: 'cabin',
          highlights: ['lakefront'],
        }),
      ),
    ).toEqual([]);
    expect(
      basics(fields({ listingType: 'home', category: 'recreation', subcategory: 'house' })),
    ).toEqual(['category:homeCategory']);
    expect(basics(fields({ listingType: 'home', category: 'stay', subcategory: 'padel' }))).toEqual(
      ['subcategory:subcategoryMismatch'],
    );
    expect(basics(fields({ listingType: 'home' }))).toEqual(['subcategory:stayTypeRequired']);
  });

  it('an hourly space takes the tree, and no highlights', () => {
    expect(
      basics(fields({ listingType: 'experience', category: 'wellness', subcategory: 'padel' })),
    ).toEqual([]);
    expect(
      basics(fields({ listingType: 'experience', category: 'stay', subcategory: 'house' })),
    ).toEqual(['category:hourlyCategory']);
    expect(
      categoryConflicts(
        fields({
          listingType: 'experience',
          category: 'work',
          subcategory: 'desk',
          highlights: ['omg'],
        }),
      ).map((p) => p.code),
    ).toEqual(['highlightsForHomesOnly']);
  });
});
