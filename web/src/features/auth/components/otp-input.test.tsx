import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@/i18n';
import { emptyOtp } from '../otp';
import { OtpInput } from './otp-input';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
});

function Harness() {
  const [digits, setDigits] = useState(emptyOtp());
  return (
    <I18nextProvider i18n={i18n}>
      <OtpInput value={digits} onChange={setDigits} />
      <output data-testid="value">{digits.map((d) => d || '_').join('')}</output>
    </I18nextProvider>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const value = () => screen.getByTestId('value').textContent;

afterEach(cleanup);

describe('OtpInput', () => {
  it('renders six labelled boxes', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 6 of 6')).toBe(boxes()[5]);
  });

  it('accepts digits only and advances focus after each digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    expect(value()).toBe('______');
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('1');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('x2-3');
    expect(value()).toBe('123___');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('moves back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(value()).toBe('1_____');
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[0]);
    expect(value()).toBe('______');
  });

  it('fills up to six digits from a paste, ignoring non-digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]!);
    await user.paste('12-34 56 789');
    expect(value()).toBe('123456');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('fills a partial paste from the focused box', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[1]!, { clipboardData: { getData: () => '98' } });
    expect(value()).toBe('_98___');
    expect(document.activeElement).toBe(boxes()[3]);
  });
});
