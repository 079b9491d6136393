import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Profile } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { currentLanguage } from '@/i18n';
import { languageName } from '@/features/hosts/format';
import { apiErrorMessage, translateMessage } from '@/features/auth/messages';
import { SESSION_QUERY_KEY } from '@/features/auth/session';
import { ProfileFields } from '@/features/profile/components/profile-fields';
import { accountApi, profileQueryOptions } from '../api';
import {
  ProfileForm,
  languageOptions,
  profileFormDefaults,
  toUpdateProfileBody,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../forms';

/** `/profile` in edit mode: the profile fields sign-up asked for, plus about and picture. */
export function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone(): void }) {
  const { t, i18n } = useTranslation('account');
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
      queryClient.setQueryData(profileQueryOptions.queryKey, updated);
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
    <FormProvider {...form}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <ProfileFields idPrefix="profile" birthDateHint={t('profile:fields.birthDateHint')} />
        <TextAreaField
          id="profile-about"
          label={t('profile.about')}
          rows={4}
          maxLength={1000}
          error={msg(errors.about?.message)}
          {...form.register('about')}
        />
        <TextField
          label={t('profile.avatarUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={msg(errors.avatarUrl?.message)}
          {...form.register('avatarUrl')}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('profile.languages')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {languageOptions(profile.languages).map((code) => (
              <CheckboxField
                key={code}
                value={code}
                label={languageName(code, currentLanguage(i18n))}
                {...form.register('languages')}
              />
            ))}
          </div>
        </fieldset>
        <div className="flex gap-3">
          <Button type="submit" size="lg" disabled={save.isPending}>
            {t('profile.save')}
          </Button>
          <Button variant="outline" size="lg" onClick={onDone}>
            {t('profile.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
