import { z } from 'zod';
import { addDays, BlockNote, type HostCalendar } from '@arrendo/contracts/web';

/** The Block Dates sheet's refusals; each is a key of `host-calendar:block.errors`. */
export type BlockDatesError =
  | 'fromRequired'
  | 'toRequired'
  | 'fromPast'
  | 'toBeforeFrom'
  | 'beyondHorizon'
  | 'noteTooLong'
  | 'noteInvalid';

export const NOTE_MAX = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The last date a host may block: the day before the horizon (which is exclusive). */
export function lastBlockableDate(calendar: Pick<HostCalendar, 'horizonEnd'>): string {
  return addDays(calendar.horizonEnd, -1);
}

/**
 * From and To (both blocked: To is the last date, inclusive) and an optional note. The rules the
 * booking service applies, said before asking it: today onwards, within the horizon. One
 * refinement over the whole form, so a wrong note does not hide a wrong date.
 */
export function blockDatesSchema(calendar: Pick<HostCalendar, 'today' | 'horizonEnd'>) {
  const last = lastBlockableDate(calendar);
  return z
    .object({ from: z.string(), to: z.string(), note: z.string() })
    .superRefine((values, ctx) => {
      const refuse = (path: 'from' | 'to' | 'note', message: BlockDatesError) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const { from, to } = values;
      if (!DATE.test(from)) refuse('from', 'fromRequired');
      else if (from < calendar.today) refuse('from', 'fromPast');
      else if (from > last) refuse('from', 'beyondHorizon');
      if (!DATE.test(to)) refuse('to', 'toRequired');
      else if (DATE.test(from) && to < from) refuse('to', 'toBeforeFrom');
      else if (to > last) refuse('to', 'beyondHorizon');
      const note = values.note.trim();
      if (note.length > NOTE_MAX) refuse('note', 'noteTooLong');
      else if (!BlockNote.safeParse(note).success) refuse('note', 'noteInvalid');
    });
}

export type BlockDatesValues = z.input<ReturnType<typeof blockDatesSchema>>;

/** The API's half-open `[start, end)`: the day after To ends it; an empty note is not sent. */
export function blockRange(values: BlockDatesValues): {
  start: string;
  end: string;
  note?: string;
} {
  const note = values.note.trim();
  return { start: values.from, end: addDays(values.to, 1), ...(note ? { note } : {}) };
}
