import { describe, expect, it } from 'vitest';
import { metricsPorts } from './metrics-ports.js';

describe('metricsPorts', () => {
  const names = ['listing', 'booking', 'email-worker', 'bff'];

  it('gives the BFF the base port and every other process the next ones', () => {
    expect(metricsPorts(names, undefined)).toEqual({
      listing: '9465',
      booking: '9466',
      'email-worker': '9467',
      bff: '9464',
    });
    expect(metricsPorts(names, '19000')).toMatchObject({ bff: '19000', listing: '19001' });
  });

  it('turns every one off with 0 (or a value that is not a port)', () => {
    for (const base of ['0', 'nope']) {
      expect(Object.values(metricsPorts(names, base))).toEqual(['0', '0', '0', '0']);
    }
  });
});
