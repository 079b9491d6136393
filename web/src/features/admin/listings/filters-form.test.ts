import { describe, expect, it } from 'vitest';
import { ListingFiltersForm, formValuesOf, searchOf } from './filters-form';

describe('the admin listings filter form', () => {
  it('keeps only the filled fields in the address, trimmed', () => {
    expect(searchOf({ q: '  Providencia ', state: '', type: 'home', host: '' })).toEqual({
      q: 'Providencia',
      type: 'home',
    });
  });

  it('fills every field from the address, empty for "any"', () => {
    expect(formValuesOf({ state: 'unlisted_by_admin', host: 'ana@example.com' })).toEqual({
      q: '',
      state: 'unlisted_by_admin',
      type: '',
      host: 'ana@example.com',
    });
  });

  it('refuses a state the list does not know and a too long search', () => {
    expect(ListingFiltersForm.safeParse({ q: '', state: 'gone', type: '', host: '' }).success).toBe(
      false,
    );
    const long = ListingFiltersForm.safeParse({
      q: 'x'.repeat(121),
      state: '',
      type: '',
      host: '',
    });
    expect(long.success ? undefined : long.error.issues[0]?.message).toBe('filters.tooLong');
  });
});
