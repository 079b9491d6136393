import { describe, expect, it } from 'vitest';
import { classify } from './send.js';

describe("a push service's answer", () => {
  it('is accepted on 2xx, gone on 404/410', () => {
    expect(classify(201, '').kind).toBe('accepted');
    expect(classify(404, '').kind).toBe('gone');
    expect(classify(410, 'expired').kind).toBe('gone');
  });

  it('retries what may pass later and refuses what never will', () => {
    expect(classify(429, '').kind).toBe('retry');
    expect(classify(503, '').kind).toBe('retry');
    expect(classify(403, 'bad jwt')).toEqual({
      kind: 'refused',
      status: 403,
      reason: 'push service answered 403: bad jwt',
    });
    expect(classify(413, '').kind).toBe('refused');
  });
});
