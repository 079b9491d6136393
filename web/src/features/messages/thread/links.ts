/** A piece of a message's text: plain, or a web address shown as a link. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Addresses start at http:// or https:// and run to whitespace or an angle bracket; any other
// scheme (javascript:, data:, mailto:) stays text.
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
// Sentence punctuation after an address belongs to the sentence, not the address.
const TRAILING = /[.,;:!?'"»)\]}]+$/;

/** Keeps a closing bracket the address opened itself (Wikipedia's `..._(film)`). */
function trimTrailing(candidate: string): string {
  let end = candidate.replace(TRAILING, '');
  const tail = candidate.slice(end.length);
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    if (tail.startsWith(close) && count(end, open) > count(end, close)) end += close;
  }
  return end;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** The address as a safe `href`, or null when it does not parse as http(s). */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and links, for rendering as text nodes and anchors (never as HTML).
 * Adjacent text is merged, so the parts alternate.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (piece: string) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  let index = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = trimTrailing(match[0]);
    const href = safeHref(address);
    pushText(text.slice(index, start));
    if (href) parts.push({ kind: 'link', text: address, href });
    else pushText(address);
    index = start + address.length;
  }
  pushText(text.slice(index));
  return parts;
}
