// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n';
import { refundSentences, refundWindows } from './refund-windows';

describe('refund windows', () => {
  it('cover every moment before the start, most generous first', () => {
    expect(refundWindows('flexible')).toEqual([
      { percent: 100, minDays: 7, maxDays: null },
      { percent: 50, minDays: 1, maxDays: 7 },
      { percent: 0, minDays: 0, maxDays: 1 },
    ]);
    expect(refundWindows('strict')).toEqual([
      { percent: 100, minDays: 30, maxDays: null },
      { percent: 25, minDays: 14, maxDays: 30 },
      { percent: 0, minDays: 0, maxDays: 14 },
    ]);
  });

  it('read as plain sentences in both languages', async () => {
    const { instance, ready } = createI18n();
    await ready;
    const say = async (lng: string, policy: 'flexible' | 'moderate' | 'strict') => {
      await instance.changeLanguage(lng);
      return refundSentences(policy).map(({ key, ...params }) =>
        instance.t(`listing:${key}`, params),
      );
    };
    expect(await say('en', 'flexible')).toEqual([
      'Full refund if you cancel at least 7 days before the start.',
      '50% refund if you cancel between 1 day and 7 days before the start.',
      'No refund if you cancel less than 1 day before the start.',
    ]);
    expect(await say('en', 'moderate')).toEqual([
      'Full refund if you cancel at least 14 days before the start.',
      '50% refund if you cancel between 7 and 14 days before the start.',
      'No refund if you cancel less than 7 days before the start.',
    ]);
    expect((await say('es', 'strict'))[1]).toBe(
      'Reembolso del 25 % si cancelas entre 14 y 30 días antes del inicio.',
    );
  });
});
