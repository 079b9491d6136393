import { describe, expect, it } from 'vitest';
import { within } from './within.js';

describe('within', () => {
  it('passes the answer through when it comes in time', async () => {
    await expect(within(Promise.resolve(7), 1000, 'late')).resolves.toBe(7);
  });

  it('rejects with the message once the time is up', async () => {
    await expect(within(new Promise(() => undefined), 20, 'seed did not finish')).rejects.toThrow(
      'seed did not finish',
    );
  });
});
