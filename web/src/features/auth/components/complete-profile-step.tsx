import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { DEFAULT_COUNTRY } from '@arrendo/contracts/web';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ProfileFields } from '@/features/profile/components/profile-fields';
import { authApi } from '../api';
import { CompleteProfileForm as Schema } from '../forms';
import { apiErrorMessage } from '../messages';
import { useLocale } from '../use-locale';

interface CompleteProfileStepProps {
  email: string;
  password: string;
  onRegistered(): void;
}

type Output = z.output<typeof Schema>;

/**
 * Spec 2.8 complete-profile step: the profile fields, the consent text and the opt-in to
 * promotional messages (unticked: Ley 21.719 wants consent given, not presumed).
 */
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
      acceptsPromotions: false,
    },
  });
  const register = useMutation({
    // Spec §4: registration, then a one-time code by e-mail (identity sends it as part of
    // registering), then verify-otp.
    mutationFn: (profile: Output) => authApi.register({ ...profile, email, password, locale }),
    onSuccess: onRegistered,
    onError: (err) => {
      toast.error(apiErrorMessage(t, err, 'errors.registration'));
    },
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => register.mutate(values))}
      >
        <ProfileFields
          idPrefix="signup"
          autoFocus
          nameHint={t('profile:fields.nameHint')}
          birthDateHint={t('profile:fields.birthDateHintSignUp')}
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
        <CheckboxField label={t('profile.optIn')} {...form.register('acceptsPromotions')} />
        <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
          {t('profile.agree')}
        </Button>
      </form>
    </FormProvider>
  );
}
