import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, renderInRouter } from '@/test/render-in-router';
import { HelpSearch } from './help-search';

async function setUp(language: 'en' | 'es' = 'en') {
  await i18nReady(language);
  const view = renderInRouter(<HelpSearch />);
  const input = await screen.findByRole('combobox');
  // The router has rendered; the debounce is what the tests drive from here.
  vi.useFakeTimers();
  return { ...view, input };
}

function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

// Router pages render lazily; on a loaded shared machine one can take longer than 5 s.
describe('HelpSearch', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18nReady('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('filters 300 ms after the last keystroke, showing a loading state meanwhile', async () => {
    const { input } = await setUp();
    type(input, 'canc');
    wait(200);
    type(input, 'cancel');
    expect(screen.getByTestId('help-search-loading')).toBeTruthy();
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    wait(299);
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    wait(1);
    expect(input?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByTestId('help-search-loading')).toBeNull();
    const first = screen.getAllByRole('option')[0];
    expect(first?.textContent).toMatch('Cancel a reservation');
    expect(first?.textContent).toMatch('Popular Articles');
    expect(first?.textContent).toMatch('how much you get back');
  });

  it('ignores accents and case, in Spanish', async () => {
    const { input } = await setUp('es');
    type(input, 'POLITICA');
    wait(300);
    expect(screen.getByRole('option', { name: /Cancelar una reserva/ })).toBeTruthy();
    type(input, 'PRIMEROS pásos');
    wait(300);
    expect(screen.getByRole('option', { name: /Primeros pasos en Arrendo/ })?.textContent).toMatch(
      'Guías',
    );
  });

  it('says when nothing matches', async () => {
    const { input } = await setUp();
    type(input, 'zzzqqq');
    wait(300);
    expect(input?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByText('No results found').length).toBeGreaterThan(0);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('clears: empty text, no results, a closed list, focus back in the box', async () => {
    const { input } = await setUp();
    type(input, 'payment');
    wait(300);
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('closes at once when the text is emptied, without a loading state', async () => {
    const { input } = await setUp();
    type(input, 'payment');
    wait(300);
    type(input, '');
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('help-search-loading')).toBeNull();
    wait(300);
    expect(input?.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside and on Escape', async () => {
    const { input } = await setUp();
    type(input, 'payment');
    wait(300);
    fireEvent.pointerDown(screen.getAllByRole('option')[0]!);
    expect(input?.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input?.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('payment');
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { input } = await setUp();
    type(input, 'payment');
    wait(300);
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input?.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input?.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    // Up from the first wraps to the last.
    expect(input?.getAttribute('aria-activedescendant')).toBe(options.at(-1)!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const chosen = screen.getAllByRole('option')[0]!;
    expect(chosen?.getAttribute('aria-selected')).toBe('true');
    vi.useRealTimers();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByTestId('elsewhere')).textContent).toMatch(/^at \/help\/payment/);
  });
});
