import { zodResolver } from '@hookform/resolvers/zod';
import { CountryCode } from '@arrendo/contracts/web';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n';
import { RequiredBirthDate } from '../forms';
import { ProfileFields, type ProfileFieldValues } from './profile-fields';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('es');
});

const Schema = z.object({
  firstName: z.string().min(1, 'Please enter your first name'),
  lastName: z.string(),
  birthday: RequiredBirthDate,
  countryCode: CountryCode,
  phoneNumber: z.string(),
});

function Harness() {
  const form = useForm<ProfileFieldValues>({
    resolver: zodResolver(Schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      birthday: '',
      countryCode: 'CL',
      phoneNumber: '',
    },
  });
  return (
    <I18nextProvider i18n={i18n}>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
          <ProfileFields
            idPrefix="t"
            birthDateHint="Hint under the date"
            nameHint="As on your ID"
          />
          <button type="submit">submit</button>
        </form>
      </FormProvider>
    </I18nextProvider>
  );
}

describe('ProfileFields', () => {
  it('lays out names, birth date, and country with its dial code beside the phone', () => {
    render(<Harness />);
    for (const label of ['Nombre', 'Apellido', 'Fecha de nacimiento', 'Número de teléfono']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    const country = screen.getByRole('combobox', { name: 'Código de país' });
    expect((country as HTMLSelectElement).value).toBe('CL');
    expect(screen.getByRole('option', { name: 'Chile (+56)' })).toBeTruthy();
    expect(screen.getByText('As on your ID')).toBeTruthy();
    expect(screen.getByLabelText('Fecha de nacimiento').getAttribute('type')).toBe('date');
  });

  it('shows the form errors in the interface language, tied to their fields', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'submit' }));
    const firstName = screen.getByLabelText('Nombre');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const errorId = firstName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      i18n.t('validation.firstNameRequired', { ns: 'auth' }),
    );
    const birth = screen.getByLabelText('Fecha de nacimiento');
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    expect(birth.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2); // error + hint
  });
});
