import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n';
import { Button } from './button';
import { CheckboxField } from './checkbox-field';
import { FormError } from './field';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
});

/** The ids `aria-describedby` names, resolved to their text. */
function description(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('form fields', () => {
  it('a text field is named by its label, and describes its error then its hint', () => {
    render(<TextField label="Birth date" type="date" error="Too young" hint="At least 18" />);
    const input = screen.getByLabelText('Birth date');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['Too young', 'At least 18']);
    expect(screen.getByRole('alert').textContent).toBe('Too young');
  });

  it('a field without an error is not marked invalid and describes only its hint', () => {
    render(<TextField label="Email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(description(input)).toEqual(['We never share it']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('select and text area fields are wired the same way', () => {
    render(
      <>
        <SelectField label="Country code" error="Pick one">
          <option value="CL">Chile</option>
        </SelectField>
        <TextAreaField label="About" hint="Up to 1000 characters" />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(description(select)).toEqual(['Pick one']);
    expect(description(screen.getByRole('textbox', { name: 'About' }))).toEqual([
      'Up to 1000 characters',
    ]);
  });

  it('a password field shows and hides what was typed with a pressed toggle', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <PasswordField label="Password" />
      </I18nextProvider>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a checkbox is named by its text, or by aria-label when given, and carries its error', () => {
    render(
      <>
        <CheckboxField label="No marketing" error="Required" />
        <CheckboxField inline role="switch" label="Admin" aria-label="Admin role for ana" />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'No marketing' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toEqual(['Required']);
    expect(screen.getByRole('switch', { name: 'Admin role for ana' })).toBeTruthy();
  });

  it('a form error is announced and absent without a message', () => {
    const { rerender } = render(<FormError message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormError message="Something went wrong" />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });
});

describe('Button', () => {
  it('does not submit forms unless it is the submit button', () => {
    render(
      <>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('submit');
  });

  it('looks like its variant', () => {
    render(
      <>
        <Button>Primary</Button>
        <Button variant="danger">Delete</Button>
        <Button variant="link">Forgot password?</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' }).className).toContain('bg-brand');
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('bg-red-700');
    const link = screen.getByRole('button', { name: 'Forgot password?' }).className;
    expect(link).toContain('underline');
    expect(link).not.toContain('px-5');
  });
});
