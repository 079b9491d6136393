import { describe, expect, it } from 'vitest';
import { actionKeys, changedFields, formatValue } from './changes';

describe('changedFields', () => {
  it('lists only the fields whose value changed, in the order recorded', () => {
    expect(
      changedFields({ roles: [], status: 'active' }, { roles: ['admin'], status: 'active' }),
    ).toEqual([{ field: 'roles', before: [], after: ['admin'] }]);
  });

  it('treats a missing side as nothing before or after', () => {
    expect(changedFields(null, { amount: 5000, lineId: 'l1' })).toEqual([
      { field: 'amount', before: undefined, after: 5000 },
      { field: 'lineId', before: undefined, after: 'l1' },
    ]);
    expect(changedFields({ status: 'scheduled' }, null)).toEqual([
      { field: 'status', before: 'scheduled', after: undefined },
    ]);
  });

  it('finds nothing when both sides are empty or equal', () => {
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });
});

describe('formatValue', () => {
  it('shows lists joined, objects as JSON and nothing as undefined', () => {
    expect(formatValue(['admin', 'host'])).toBe('admin, host');
    expect(formatValue([])).toBeUndefined();
    expect(formatValue(null)).toBeUndefined();
    expect(formatValue(undefined)).toBeUndefined();
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
    expect(formatValue(0)).toBe('0');
    expect(formatValue(false)).toBe('false');
  });
});

describe('actionKeys', () => {
  it('looks the code up, then the same entity and verb in any service', () => {
    expect(actionKeys('notification.deadLetter.retry')).toEqual([
      'actions.notification.deadLetter.retry',
      'actions.any.deadLetter.retry',
    ]);
  });
});
