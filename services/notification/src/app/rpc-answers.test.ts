import { AppError } from '@arrendo/contracts';
import { describe, expect, it } from 'vitest';
import { unlessNotFound } from './rpc-answers.js';

describe('unlessNotFound', () => {
  it('answers what the call answered', async () => {
    await expect(unlessNotFound(Promise.resolve({ id: 'b1' }))).resolves.toEqual({ id: 'b1' });
  });

  it('answers null when the other service says the thing is gone', async () => {
    const gone = Promise.reject(new AppError('NOT_FOUND', 'No such booking'));
    await expect(unlessNotFound(gone)).resolves.toBeNull();
  });

  it('throws anything else on, so the event comes back', async () => {
    const down = new AppError('UNAVAILABLE', 'Identity is not answering');
    await expect(unlessNotFound(Promise.reject(down))).rejects.toBe(down);
    const bug = new TypeError('boom');
    await expect(unlessNotFound(Promise.reject(bug))).rejects.toBe(bug);
  });
});
