import { describe, expect, it } from 'vitest';
import { addBlock, isBlocked, removeBlock, type Block } from './blocks.js';

let n = 0;
const fresh = () => ({ id: `new-${++n}`, createdAt: new Date('2026-12-01T00:00:00Z') });
const block = (id: string, start: string, end: string, at = '2026-11-01'): Block => ({
  id,
  start,
  end,
  note: null,
  createdAt: new Date(`${at}T00:00:00Z`),
});
const ranges = (blocks: Block[]) => blocks.map((b) => [b.id, b.start, b.end]);

describe('addBlock', () => {
  it('adds a separate block', () => {
    const out = addBlock(
      [block('a', '2026-12-10', '2026-12-12')],
      { start: '2026-12-20', end: '2026-12-21' },
      fresh,
    );
    expect(ranges(out)).toEqual([
      ['a', '2026-12-10', '2026-12-12'],
      [expect.stringMatching(/^new-/), '2026-12-20', '2026-12-21'],
    ]);
  });

  it('merges overlapping and adjacent blocks into the oldest one', () => {
    const out = addBlock(
      [
        block('old', '2026-12-10', '2026-12-12', '2026-10-01'),
        block('young', '2026-12-15', '2026-12-18', '2026-11-01'),
        block('far', '2026-12-25', '2026-12-26'),
      ],
      { start: '2026-12-12', end: '2026-12-16', note: 'Painting' },
      fresh,
    );
    expect(ranges(out)).toEqual([
      ['old', '2026-12-10', '2026-12-18'],
      ['far', '2026-12-25', '2026-12-26'],
    ]);
    expect(out[0]?.note).toBe('Painting');
  });

  it('keeps an existing note when the new range has none', () => {
    const noted = { ...block('a', '2026-12-10', '2026-12-12'), note: 'Family' };
    const out = addBlock([noted], { start: '2026-12-11', end: '2026-12-14' }, fresh);
    expect(out).toMatchObject([
      { id: 'a', start: '2026-12-10', end: '2026-12-14', note: 'Family' },
    ]);
  });
});

describe('removeBlock', () => {
  it('splits a block around the freed range', () => {
    const out = removeBlock(
      [block('a', '2026-12-10', '2026-12-20')],
      { start: '2026-12-12', end: '2026-12-14' },
      fresh,
    );
    expect(ranges(out)).toEqual([
      ['a', '2026-12-10', '2026-12-12'],
      [expect.stringMatching(/^new-/), '2026-12-14', '2026-12-20'],
    ]);
  });

  it('trims edges and drops blocks inside the range', () => {
    const out = removeBlock(
      [
        block('left', '2026-12-01', '2026-12-05'),
        block('inside', '2026-12-06', '2026-12-07'),
        block('right', '2026-12-08', '2026-12-12'),
      ],
      { start: '2026-12-03', end: '2026-12-10' },
      fresh,
    );
    expect(ranges(out)).toEqual([
      ['left', '2026-12-01', '2026-12-03'],
      ['right', '2026-12-10', '2026-12-12'],
    ]);
  });

  it('leaves untouched blocks alone', () => {
    const blocks = [block('a', '2026-12-01', '2026-12-03')];
    expect(removeBlock(blocks, { start: '2026-12-03', end: '2026-12-05' }, fresh)).toEqual(blocks);
  });
});

describe('isBlocked', () => {
  it('treats ranges as half-open', () => {
    const blocks = [{ start: '2026-12-10', end: '2026-12-12' }];
    expect(isBlocked(blocks, '2026-12-09')).toBe(false);
    expect(isBlocked(blocks, '2026-12-10')).toBe(true);
    expect(isBlocked(blocks, '2026-12-11')).toBe(true);
    expect(isBlocked(blocks, '2026-12-12')).toBe(false);
  });
});
