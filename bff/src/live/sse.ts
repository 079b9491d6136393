/**
 * Server-sent events as text (https://html.spec.whatwg.org/multipage/server-sent-events.html).
 * Data is JSON, which has no raw line breaks, so every event is one `data:` line.
 */
export interface SseEvent {
  /** Becomes the browser's `lastEventId`, sent back as `Last-Event-ID` on reconnect. */
  id?: number;
  event: string;
  data: unknown;
}

export function sseEvent({ id, event, data }: SseEvent): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by the browser, keeps proxies from closing an idle stream. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
}

/** How long the browser waits before reconnecting after the stream ends. */
export function sseRetry(ms: number): string {
  return `retry: ${Math.round(ms)}\n\n`;
}

/**
 * `Last-Event-ID` as this server writes ids (a non-negative integer); undefined when absent,
 * null when present but not one of ours.
 */
export function parseLastEventId(value: string | string[] | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return undefined;
  if (!/^\d{1,15}$/.test(text.trim())) return null;
  return Number(text.trim());
}
