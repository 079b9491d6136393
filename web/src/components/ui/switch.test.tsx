import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

function Labelled({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  return (
    <>
      <label htmlFor="pets">Pets</label>
      <Switch id="pets" checked={on} onCheckedChange={setOn} aria-describedby="pets-hint" />
      <p id="pets-hint">Allows pets</p>
    </>
  );
}

describe('Switch', () => {
  it('is a labelled switch that flips its state on click', async () => {
    render(<Labelled initial={false} />);
    const toggle = screen.getByRole('switch', { name: 'Pets' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBe('pets-hint');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('does not submit the form it sits in', async () => {
    let submitted = false;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted = true;
        }}
      >
        <Switch aria-label="On" checked onCheckedChange={() => {}} />
      </form>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'On' }));
    expect(submitted).toBe(false);
  });
});
