import { beforeAll, describe, expect, it } from 'vitest';
import { MarkPayoutBody } from '@arrendo/contracts/web';
import { i18nReady, testI18n } from '@/test/render-in-router';
import { ClaimForm } from './forms';
import { fieldMessage } from './messages';

beforeAll(() => i18nReady('es'));

const tFor = (ns: string) => testI18n.getFixedT('es', ns);

/** Every message a schema gives `input`, in Spanish; none may stay the English one. */
function shownFor(
  schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  const messages = schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) {
    expect(fieldMessage(tFor('admin'), tFor('auth'), message), message).not.toBe(message);
  }
  return messages;
}

describe('revenue page messages', () => {
  it('translates what the contract says of a missing or long failure reason', () => {
    shownFor(MarkPayoutBody, { outcome: 'failed', reason: ' ' });
    shownFor(MarkPayoutBody, { outcome: 'failed', reason: 'x'.repeat(301) });
  });

  it('translates what the claim form says of each field', () => {
    expect(shownFor(ClaimForm, { bookingId: 'b', amount: '1,5x', note: '' })).toHaveLength(3);
    shownFor(ClaimForm, { bookingId: 'b', amount: '0', note: 'x'.repeat(301) });
    shownFor(ClaimForm, { bookingId: 'b', amount: '-100.000.001', note: 'ok' });
  });

  it('reads a claim amount as people write it in Chile', () => {
    const parsed = ClaimForm.parse({
      bookingId: '11111111-1111-4111-8111-111111111111',
      amount: ' −25.000 ',
      note: ' Late checkout ',
    });
    expect(parsed).toEqual({
      bookingId: '11111111-1111-4111-8111-111111111111',
      amount: -25000,
      note: 'Late checkout',
    });
  });
});
