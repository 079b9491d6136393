// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { foldText, searchHelp } from './search';

describe('help search', () => {
  it('ignores accents and case', () => {
    expect(foldText('POLÍTICA Cancelación')).toBe('politica cancelacion');
    const slugs = searchHelp('POLITICA', 'es').map((r) => r.slug);
    expect(slugs).toContain('cancel-reservation');
    expect(searchHelp('cancelacion', 'es').map((r) => r.slug)).toEqual(
      searchHelp('Cancelación', 'es').map((r) => r.slug),
    );
  });

  it('matches titles and descriptions, every word, titles first', () => {
    const results = searchHelp('cancel', 'en');
    expect(results[0]?.slug).toBe('cancel-reservation');
    expect(results.map((r) => r.slug)).toContain('host-cancellation');
    // "VAT" is only in descriptions.
    expect(searchHelp('vat', 'en').map((r) => r.slug)).toContain('manage-payment');
    expect(searchHelp('payku card', 'en').map((r) => r.slug)).toEqual(['payment-methods']);
  });

  it('labels guides and articles', () => {
    expect(searchHelp('getting started', 'en')[0]).toMatchObject({
      slug: 'getting-started',
      kind: 'guide',
    });
    expect(searchHelp('payment methods', 'en')[0]).toMatchObject({ kind: 'article' });
  });

  it('finds nothing for empty text or text that matches nothing', () => {
    expect(searchHelp('', 'en')).toEqual([]);
    expect(searchHelp('   ', 'es')).toEqual([]);
    expect(searchHelp('zzzqqq', 'en')).toEqual([]);
  });

  it('searches the language asked for', () => {
    expect(searchHelp('reembolso', 'es').length).toBeGreaterThan(0);
    expect(searchHelp('reembolso', 'en')).toEqual([]);
  });
});
