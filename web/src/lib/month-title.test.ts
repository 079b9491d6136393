import { describe, expect, it } from 'vitest';
import { monthTitle } from './month-title';

describe('monthTitle', () => {
  const december = new Date(Date.UTC(2026, 11, 15));
  it('raises only the first letter: Spanish keeps «de» in lower case', () => {
    expect(monthTitle(december, 'es', 'UTC')).toBe('Diciembre de 2026');
    expect(monthTitle(december, 'es-CL', 'UTC')).toBe('Diciembre de 2026');
  });
  it('English is as Intl writes it', () => {
    expect(monthTitle(december, 'en', 'UTC')).toBe('December 2026');
  });
});
