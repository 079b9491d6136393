import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { DEFAULT_COUNTRY } from '@arrendo/contracts/web';
import type { z } from 'zod';
import { latestBirthDate } from '../age';
import { authApi } from '../api';
import { CompleteProfileForm as Schema } from '../forms';
import { apiErrorMessage, translateMessage } from '../messages';
import { useLocale } from '../use-locale';
import { CountryPhoneFields } from './country-phone-fields';
import { Field, primaryButtonClass } from './field';

interface CompleteProfileStepProps {
  email: string;
  password: string;
  onRegistered(): void;
}

type Output = z.output<typeof Schema>;

export function CompleteProfileStep({ email, password, onRegistered }: CompleteProfileStepProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const form = useForm<z.input<typeof Schema>, unknown, Output>({
    resolver: zodResolver(Schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      birthday: '',
      countryCode: DEFAULT_COUNTRY,
      phoneNumber: '',
      optOutPromotions: false,
    },
  });
  const errors = form.formState.errors;
  const register = useMutation({
    // Spec §4: registration, then a one-time code by e-mail (identity sends it as part of
    // registering), then verify-otp.
    mutationFn: (profile: Output) => authApi.register({ ...profile, email, password, locale }),
    onSuccess: onRegistered,
    onError: (err) => {
      toast.error(apiErrorMessage(t, err, 'errors.registration'));
    },
  });
  const msg = (m: string | undefined) => translateMessage(t, m) || undefined;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => register.mutate(values))}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field
          label={t('profile.firstName')}
          autoComplete="given-name"
          autoFocus
          error={msg(errors.firstName?.message)}
          {...form.register('firstName')}
        />
        <Field
          label={t('profile.lastName')}
          autoComplete="family-name"
          error={msg(errors.lastName?.message)}
          {...form.register('lastName')}
        />
      </div>
      <p className="text-xs text-neutral-600">{t('profile.nameHint')}</p>
      <Field
        label={t('profile.birthDate')}
        type="date"
        autoComplete="bday"
        max={latestBirthDate()}
        hint={t('profile.birthDateHint')}
        error={msg(errors.birthday?.message)}
        {...form.register('birthday')}
      />
      <CountryPhoneFields
        idPrefix="signup"
        countryLabel={t('profile.country')}
        phoneLabel={t('profile.phone')}
        countryName={(code) => t(`countries.${code}`)}
        country={form.register('countryCode')}
        phone={form.register('phoneNumber')}
        phoneError={msg(errors.phoneNumber?.message)}
      />
      <p className="text-xs text-neutral-700">
        {t('profile.consentPrefix')}
        <a
          href="/terms"
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold underline"
        >
          {t('profile.terms')}
        </a>
        {t('profile.consentMiddle')}
        <a
          href="/privacy"
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold underline"
        >
          {t('profile.privacy')}
        </a>
        {t('profile.consentSuffix')}
      </p>
      <label className="flex items-start gap-2 text-sm text-neutral-800">
        <input type="checkbox" className="mt-1 h-4 w-4" {...form.register('optOutPromotions')} />
        <span>{t('profile.optOut')}</span>
      </label>
      <button type="submit" className={primaryButtonClass} disabled={register.isPending}>
        {t('profile.agree')}
      </button>
    </form>
  );
}
