import { describe, expect, it } from 'vitest';
import { parseLastEventId, sseComment, sseEvent, sseRetry } from './sse.js';

describe('server-sent event text', () => {
  it('writes id, event and one JSON data line', () => {
    expect(sseEvent({ id: 7, event: 'message', data: { text: 'a\nb' } })).toBe(
      'id: 7\nevent: message\ndata: {"text":"a\\nb"}\n\n',
    );
    expect(sseEvent({ event: 'typing', data: {} })).toBe('event: typing\ndata: {}\n\n');
  });

  it('keeps comments on one line and rounds the retry hint', () => {
    expect(sseComment('ping\nx')).toBe(': ping x\n\n');
    expect(sseRetry(2500.4)).toBe('retry: 2500\n\n');
  });

  it('reads Last-Event-ID as the ids it writes', () => {
    expect(parseLastEventId(undefined)).toBeUndefined();
    expect(parseLastEventId('')).toBeUndefined();
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId(['3', '4'])).toBe(3);
    expect(parseLastEventId('-1')).toBeNull();
    expect(parseLastEventId('abc')).toBeNull();
    expect(parseLastEventId('1'.repeat(20))).toBeNull();
  });
});
