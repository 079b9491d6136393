import { SIGNATURE, greeting } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { renderLayout, renderText } from './layout.js';
import type { Block } from './layout.js';

/** The words of one code email in one language; the shape is the same for every purpose. */
export interface CodeEmailCopy {
  subject: string;
  preheader: string;
  heading: string;
  intro: string;
  howTo: string;
  /** What to do if the reader did not ask for the code. */
  notYou: string;
}

/**
 * Every one-time-code email: greeting, why, the code, how to use it, an optional action (e.g.
 * the recovery link), and the "not you?" note. Only the copy differs between purposes.
 */
export function renderCodeEmail(
  copy: CodeEmailCopy,
  email: { firstName: string; code: string },
  ctx: RenderContext,
  action?: Extract<Block, { kind: 'button' }>,
): RenderedEmail {
  const layout = {
    locale: ctx.locale,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: greeting(ctx.locale, email.firstName) },
      { kind: 'paragraph', text: copy.intro },
      { kind: 'code', code: email.code },
      { kind: 'paragraph', text: copy.howTo },
      ...(action ? [action] : []),
      { kind: 'note', text: copy.notYou },
    ] satisfies Block[],
    signature: SIGNATURE[ctx.locale],
  };
  return { subject: copy.subject, text: renderText(layout), html: renderLayout(layout) };
}
