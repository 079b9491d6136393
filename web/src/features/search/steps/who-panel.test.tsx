import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nReady } from '@/test/render-in-router';
import { NO_GUESTS } from '../state';
import { renderWho } from './test/harness';

beforeAll(() => i18nReady('en'));

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('WhoPanel', () => {
  it('shows the four kinds with their age bands and the service-animals note', () => {
    renderWho({});
    for (const [kind, hint] of [
      ['Adults', 'Ages 13 or above'],
      ['Children', 'Ages 2–12'],
      ['Infants', 'Under 2'],
      ['Pets', 'Bringing a service animal?'],
    ] as const) {
      const group = screen.getByRole('group', { name: kind });
      expect(group.textContent).toContain(hint);
    }
    expect(screen.getByText(/Service animals are always welcome/)).toBeTruthy();
  });

  it('counts up and down, never below 0', async () => {
    const user = userEvent.setup();
    const { calls } = renderWho({});
    expect(button('Remove one: Adults').disabled).toBe(true);
    await user.click(button('Add one: Adults'));
    await user.click(button('Add one: Adults'));
    await user.click(button('Remove one: Adults'));
    expect(calls.at(-1)).toEqual({ ...NO_GUESTS, adults: 1 });
    expect(screen.getByTestId('count-adults').textContent).toBe('1');
    await user.click(button('Add one: Infants'));
    expect(calls.at(-1)).toEqual({ ...NO_GUESTS, adults: 1, infants: 1 });
    // The adult stays while an infant is counted.
    expect(button('Remove one: Adults').disabled).toBe(true);
  });

  it('stops at 16 guests and says why', async () => {
    const user = userEvent.setup();
    renderWho({ initial: { ...NO_GUESTS, adults: 15 } });
    await user.click(button('Add one: Children'));
    expect(button('Add one: Adults').disabled).toBe(true);
    expect(button('Add one: Children').disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Up to 16 guests, not counting infants.');
    expect(button('Add one: Infants').disabled).toBe(false);
  });

  it('stops infants and pets at 5', () => {
    renderWho({ initial: { adults: 1, children: 0, infants: 5, pets: 5 }, mode: 'hour' });
    expect(button('Add one: Infants').disabled).toBe(true);
    expect(button('Add one: Pets').disabled).toBe(true);
  });
});
