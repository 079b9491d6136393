import { z } from 'zod';

/**
 * Free text that people type. Postgres refuses a NUL byte in `text` and text that is not valid
 * UTF-8 (a lone UTF-16 surrogate has no UTF-8 form), so both must be refused here, where the
 * field is still known, rather than as a database error. Other control characters are refused
 * because no keyboard types them into a name or a title: they come from scripts, and they break
 * logs, emails and CSV exports downstream.
 */

export const TEXT_MESSAGES = {
  singleLineControl: 'Remove line breaks, tabs and other control characters',
  multiLineControl: 'Remove control characters from this text',
  brokenUnicode: 'This text contains a character that is not valid Unicode',
} as const;

/**
 * C0 controls (U+0000–U+001F), DEL and C1 controls (U+007F–U+009F); a single line also refuses
 * the Unicode line and paragraph separators, a multi-line text keeps line feed and tab.
 */
function isForbiddenControl(unit: number, multiLine: boolean): boolean {
  if (unit <= 0x1f) return !(multiLine && (unit === 0x09 || unit === 0x0a));
  if (unit >= 0x7f && unit <= 0x9f) return true;
  return !multiLine && (unit === 0x2028 || unit === 0x2029);
}

/** True when `value` has a high surrogate without its low half, or a low one without its high. */
export function hasLoneSurrogate(value: string): boolean {
  return textProblem(value, { multiLine: true, controls: false }) === 'broken-unicode';
}

export type TextProblem = 'control' | 'broken-unicode';

/**
 * Why `value` cannot be stored as text, or null. Line feeds and tabs are allowed in multi-line
 * text; `controls: false` checks the Unicode only. Broken Unicode wins over a control character.
 */
export function textProblem(
  value: string,
  { multiLine = false, controls = true } = {},
): TextProblem | null {
  let control = false;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'broken-unicode';
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return 'broken-unicode';
    } else if (controls && isForbiddenControl(unit, multiLine)) {
      control = true;
    }
  }
  return control ? 'control' : null;
}

/**
 * What is left of `value` as one line of valid text: every run of control characters and line
 * separators becomes one space, halves of broken surrogate pairs are dropped, and the ends are
 * trimmed. For text we did not get from a person typing it (a social provider's profile).
 */
export function toSingleLine(value: string): string {
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += (pendingSpace ? ' ' : '') + value.slice(i, i + 2);
        pendingSpace = false;
        i++;
      }
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      // a low half without its high half: nothing to keep
    } else if (isForbiddenControl(unit, false)) {
      pendingSpace = out.length > 0;
    } else {
      out += (pendingSpace ? ' ' : '') + value[i];
      pendingSpace = false;
    }
  }
  return out.trim();
}

export interface TextOptions {
  /** Minimum length after trimming; 0 (the default) allows an empty string. */
  min?: number;
  max: number;
  messages?: {
    /** When shorter than `min` (e.g. "Please enter your first name"). */
    required?: string;
    tooLong?: string;
    control?: string;
    brokenUnicode?: string;
  };
}

function textChecks(
  schema: z.ZodString,
  options: TextOptions,
  multiLine: boolean,
  controlMessage: string,
): z.ZodString {
  const { min = 0, max, messages = {} } = options;
  let checked = schema.trim();
  if (min > 0) checked = checked.min(min, messages.required);
  checked = checked.max(max, messages.tooLong);
  return checked.superRefine((value, ctx) => {
    const problem = textProblem(value, { multiLine });
    if (problem === null) return;
    ctx.addIssue({
      code: 'custom',
      message:
        problem === 'control'
          ? (messages.control ?? controlMessage)
          : (messages.brokenUnicode ?? TEXT_MESSAGES.brokenUnicode),
      params: { textProblem: problem },
    });
  });
}

/** A name, a title, a search: trimmed, one line, no control characters, valid Unicode. */
export function singleLineText(options: TextOptions): z.ZodString {
  return textChecks(z.string(), options, false, TEXT_MESSAGES.singleLineControl);
}

/**
 * A description or an "about me": trimmed, line breaks normalised to `\n` (a textarea may send
 * `\r\n`), tabs kept, every other control character refused, valid Unicode.
 */
export function multiLineText(options: TextOptions): z.ZodString {
  const normalised = z.string().overwrite((value) => value.replace(/\r\n?/g, '\n'));
  return textChecks(normalised, options, true, TEXT_MESSAGES.multiLineControl);
}
