import { describe, expect, it } from 'vitest';
import { bankBatchCsv, hostShare, lineStatus, payoutReference, releaseAt } from './payouts.js';

const at = (iso: string) => new Date(iso);

describe('releaseAt', () => {
  it('pays a stay 24 hours after check-in', () => {
    expect(releaseAt('stay', at('2026-12-10T18:00:00Z'), at('2026-12-12T14:00:00Z'))).toEqual(
      at('2026-12-11T18:00:00Z'),
    );
  });

  it('pays an hourly session at its end', () => {
    expect(releaseAt('hourly', at('2026-12-10T13:00:00Z'), at('2026-12-10T16:00:00Z'))).toEqual(
      at('2026-12-10T16:00:00Z'),
    );
  });

  it('reads the kind from the slot when an older event does not say it', () => {
    expect(releaseAt(undefined, at('2026-12-10T13:00:00Z'), at('2026-12-10T16:00:00Z'))).toEqual(
      at('2026-12-10T16:00:00Z'),
    );
    expect(releaseAt(undefined, at('2026-12-10T18:00:00Z'), at('2026-12-12T14:00:00Z'))).toEqual(
      at('2026-12-11T18:00:00Z'),
    );
  });
});

describe('hostShare', () => {
  const paid = { amount: 111_900, baseAmount: 100_000, refundedAmount: 0, cancelled: false };

  it('is the whole base when nothing went back', () => {
    expect(hostShare(paid)).toBe(100_000);
  });

  it('loses the refunded share of the base', () => {
    expect(hostShare({ ...paid, refundedAmount: 55_950 })).toBe(50_000);
  });

  it('is zero after a full refund or a released authorisation', () => {
    expect(hostShare({ ...paid, refundedAmount: 111_900 })).toBe(0);
    expect(hostShare({ ...paid, cancelled: true })).toBe(0);
  });

  it('rounds on the running total, so partial refunds that end in a full one leave zero', () => {
    const steps = [33_333, 66_667, 99_999, 111_900];
    const shares = steps.map((refundedAmount) => hostShare({ ...paid, refundedAmount }));
    expect(shares.at(-1)).toBe(0);
    for (let i = 1; i < shares.length; i += 1) {
      expect(shares[i]).toBeLessThanOrEqual(shares[i - 1] ?? Infinity);
    }
  });
});

describe('payoutReference', () => {
  it('is short, upper case and stable', () => {
    const id = '0b9f6c1e-4d7a-4a8e-9c1b-2f3e4d5a6b7c';
    expect(payoutReference(id)).toBe('ARR-0B9F6C1E4D7A');
    expect(payoutReference(id)).toBe(payoutReference(id));
  });
});

describe('lineStatus', () => {
  it('follows its payout; a failed payout leaves the line pending', () => {
    expect(lineStatus(null)).toBe('pending');
    expect(lineStatus('scheduled')).toBe('scheduled');
    expect(lineStatus('paid')).toBe('paid');
    expect(lineStatus('failed')).toBe('pending');
  });
});

describe('bankBatchCsv', () => {
  const details = {
    rut: '12345678-5',
    holderName: 'María José Pérez, "Pepa"',
    bankCode: '012' as const,
    accountType: 'vista' as const,
    accountNumber: '0012345678',
  };

  it('writes the bulk-transfer columns, quoting what needs it', () => {
    const csv = bankBatchCsv([
      { details, amount: 150_000, email: 'pepa@example.cl', reference: 'ARR-ABC' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'rut,name,bank_code,account_type,account_number,amount,email,reference',
      '12.345.678-5,"María José Pérez, ""Pepa""",012,vista,0012345678,150000,pepa@example.cl,ARR-ABC',
      '',
    ]);
  });

  it('never lets a cell be read as a formula', () => {
    const csv = bankBatchCsv([
      {
        details: { ...details, holderName: '=HYPERLINK("http://x")' },
        amount: 1,
        email: '+a@example.cl',
        reference: 'ARR-1',
      },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(`'+a@example.cl`);
  });
});
