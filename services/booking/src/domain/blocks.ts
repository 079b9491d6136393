import { rangesOverlap, type DateRange } from '@arrendo/contracts';

export interface Block extends DateRange {
  id: string;
  note: string | null;
  createdAt: Date;
}

function byStart(a: Block, b: Block): number {
  return a.start < b.start ? -1 : a.start > b.start ? 1 : 0;
}

/**
 * Adds `[range.start, range.end)` to the blocks: every block it overlaps or touches is folded
 * into one, which keeps the oldest block's id (so a calendar's ids stay stable) and takes the new
 * note when one is given.
 */
export function addBlock(
  blocks: readonly Block[],
  range: DateRange & { note?: string | undefined },
  fresh: () => Pick<Block, 'id' | 'createdAt'>,
): Block[] {
  const touching = blocks.filter((b) => b.start <= range.end && range.start <= b.end);
  const rest = blocks.filter((b) => !touching.includes(b));
  const oldest = [...touching].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
  const merged: Block = {
    ...(oldest ?? { ...fresh(), note: null }),
    start: [range.start, ...touching.map((b) => b.start)].sort()[0] ?? range.start,
    end: [range.end, ...touching.map((b) => b.end)].sort().at(-1) ?? range.end,
  };
  if (range.note !== undefined) merged.note = range.note;
  else merged.note = touching.find((b) => b.note !== null)?.note ?? merged.note;
  return [...rest, merged].sort(byStart);
}

/** Frees `[range.start, range.end)`: blocks inside it go, blocks across its edges are cut. */
export function removeBlock(
  blocks: readonly Block[],
  range: DateRange,
  fresh: () => Pick<Block, 'id' | 'createdAt'>,
): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    if (!rangesOverlap(b, range)) {
      out.push(b);
      continue;
    }
    const left = b.start < range.start;
    const right = b.end > range.end;
    if (left) out.push({ ...b, end: range.start });
    if (right) out.push({ ...(left ? { ...b, ...fresh() } : b), start: range.end });
  }
  return out.sort(byStart);
}

/** Is `date` inside one of the blocks? */
export function isBlocked(blocks: readonly DateRange[], date: string): boolean {
  return blocks.some((b) => b.start <= date && date < b.end);
}
