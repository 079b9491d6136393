import type { Locale } from '@arrendo/contracts';
import { SIGNATURE, greeting } from './common.js';
import type { RenderContext, RenderedEmail } from './common.js';
import { singleLine } from './escape.js';
import { renderLayout, renderText } from './layout.js';
import type { Block } from './layout.js';

/**
 * The words of one notification email in one language, which the in-app notification reuses
 * (`heading` its title, `summary` its body).
 */
export interface NotificationWords {
  subject: string;
  heading: string;
  summary: string;
  paragraphs: string[];
  details?: [string, string][];
  /** Text someone typed (a message), shown as quoted. */
  quotes?: string[];
  action: { label: string; path: string };
}

/** Greeting, summary, paragraphs, details, quotes, button: the shape every such email has. */
export function renderWords(
  words: NotificationWords,
  firstName: string,
  ctx: RenderContext,
): RenderedEmail {
  const layout = {
    locale: ctx.locale as Locale,
    preheader: words.summary,
    heading: words.heading,
    blocks: [
      { kind: 'paragraph', text: greeting(ctx.locale, firstName) },
      { kind: 'paragraph', text: words.summary },
      ...words.paragraphs.map((text): Block => ({ kind: 'paragraph', text })),
      ...(words.details ? [{ kind: 'details', rows: words.details } satisfies Block] : []),
      ...(words.quotes ?? []).map((text): Block => ({ kind: 'quote', text })),
      {
        kind: 'button',
        label: words.action.label,
        href: new URL(words.action.path, ctx.appUrl).toString(),
      },
    ] satisfies Block[],
    signature: SIGNATURE[ctx.locale],
  };
  // Names and titles are user data: the subject header stays on one line.
  return {
    subject: singleLine(words.subject),
    text: renderText(layout),
    html: renderLayout(layout),
  };
}
