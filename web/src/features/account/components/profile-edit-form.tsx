import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Profile } from '@arrendo/contracts/web';
import { latestBirthDate } from '@/features/auth/age';
import { CountryPhoneFields } from '@/features/auth/components/country-phone-fields';
import { Field, inputClass, primaryButtonBase } from '@/features/auth/components/field';
import { apiErrorMessage, translateMessage } from '@/features/auth/messages';
import { SESSION_QUERY_KEY } from '@/features/auth/session';
import { accountApi, profileQuery } from '../api';
import {
  ProfileForm,
  profileFormDefaults,
  toUpdateProfileBody,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../forms';

export function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone(): void }) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileForm),
    defaultValues: profileFormDefaults(profile),
  });
  const save = useMutation({
    mutationFn: (values: ProfileFormOutput) =>
      accountApi.updateProfile(toUpdateProfileBody(values)),
    onSuccess: async (updated) => {
      queryClient.setQueryData(profileQuery.queryKey, updated);
      // The header avatar and name come from the session.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toast.success(t('profile.saved'));
      onDone();
    },
    onError: (err) => toast.error(apiErrorMessage(tAuth, err, 'errors.generic')),
  });
  const errors = form.formState.errors;
  const msg = (m: string | undefined) => translateMessage(tAuth, m) || undefined;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('profile.firstName')}
          autoComplete="given-name"
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
      <Field
        label={t('profile.birthday')}
        type="date"
        max={latestBirthDate()}
        hint={t('profile.birthdayHint')}
        error={msg(errors.birthday?.message)}
        {...form.register('birthday')}
      />
      <CountryPhoneFields
        idPrefix="profile"
        countryLabel={t('profile.country')}
        phoneLabel={t('profile.phone')}
        countryName={(code) => tAuth(`countries.${code}`)}
        country={form.register('countryCode')}
        phone={form.register('phoneNumber')}
        phoneError={msg(errors.phoneNumber?.message)}
      />
      <div className="space-y-1">
        <label htmlFor="profile-about" className="block text-sm font-medium text-neutral-800">
          {t('profile.about')}
        </label>
        <textarea
          id="profile-about"
          rows={4}
          maxLength={1000}
          className={inputClass}
          {...form.register('about')}
        />
      </div>
      <Field
        label={t('profile.avatarUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={msg(errors.avatarUrl?.message)}
        {...form.register('avatarUrl')}
      />
      <div className="flex gap-3">
        <button type="submit" className={primaryButtonBase} disabled={save.isPending}>
          {t('profile.save')}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-lg border border-neutral-300 px-5 py-3 font-semibold hover:bg-neutral-50"
        >
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
