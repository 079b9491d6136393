const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated value goes through this before it reaches HTML (text and attributes). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** A subject is a header: a newline in user data must not start a new header line. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}
