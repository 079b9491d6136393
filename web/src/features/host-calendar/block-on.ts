import type { CalendarBlock } from '@arrendo/contracts/web';

/** The block covering `date` (blocks are half-open `[start, end)` and never overlap), if any. */
export function blockOn(date: string, blocks: readonly CalendarBlock[]): CalendarBlock | undefined {
  return blocks.find((b) => b.start <= date && date < b.end);
}
