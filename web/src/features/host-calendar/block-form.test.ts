// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockDatesSchema, blockRange, type BlockDatesValues } from './block-form';

const schema = blockDatesSchema({ today: '2026-04-15', horizonEnd: '2026-10-15' });

/** The refusal of each field, by its message key. */
function refusals(values: Partial<BlockDatesValues>) {
  const result = schema.safeParse({ from: '2026-04-20', to: '2026-04-22', note: '', ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the Block Dates form', () => {
  it('takes today to the horizon’s last day, To on or after From', () => {
    expect(refusals({})).toEqual({});
    expect(refusals({ from: '2026-04-15', to: '2026-04-15' })).toEqual({});
    expect(refusals({ from: '2026-10-14', to: '2026-10-14' })).toEqual({});
  });

  it('says what is wrong with each date', () => {
    expect(refusals({ from: '', to: '' })).toEqual({ from: 'fromRequired', to: 'toRequired' });
    expect(refusals({ from: '2026-04-14' })).toEqual({ from: 'fromPast' });
    expect(refusals({ from: '2026-04-22', to: '2026-04-20' })).toEqual({ to: 'toBeforeFrom' });
    expect(refusals({ to: '2026-10-15' })).toEqual({ to: 'beyondHorizon' });
    expect(refusals({ from: '2026-10-15', to: '2026-10-16' })).toEqual({
      from: 'beyondHorizon',
      to: 'beyondHorizon',
    });
  });

  it('checks the note apart from the dates', () => {
    expect(refusals({ from: '2026-04-14', note: 'x'.repeat(201) })).toEqual({
      from: 'fromPast',
      note: 'noteTooLong',
    });
    expect(refusals({ note: 'x'.repeat(200) })).toEqual({});
    expect(refusals({ note: 'two\nlines' })).toEqual({ note: 'noteInvalid' });
  });

  it('sends To’s next day as the end, and a note only when there is one', () => {
    expect(blockRange({ from: '2026-04-20', to: '2026-04-22', note: '  ' })).toEqual({
      start: '2026-04-20',
      end: '2026-04-23',
    });
    expect(blockRange({ from: '2026-04-30', to: '2026-04-30', note: ' Painting ' })).toEqual({
      start: '2026-04-30',
      end: '2026-05-01',
      note: 'Painting',
    });
  });
});
