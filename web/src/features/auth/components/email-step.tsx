import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmailStatusBody, type EmailStatus } from '@arrendo/contracts/web';
import type { z } from 'zod';
import { authApi } from '../api';
import { apiErrorMessage, translateMessage } from '../messages';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { SocialButtons } from './social-buttons';

interface EmailStepProps {
  defaultEmail: string;
  onChecked(email: string, status: EmailStatus): void;
}

type Input = z.input<typeof EmailStatusBody>;
type Output = z.output<typeof EmailStatusBody>;

export function EmailStep({ defaultEmail, onChecked }: EmailStepProps) {
  const { t } = useTranslation('auth');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(EmailStatusBody),
    defaultValues: { email: defaultEmail },
  });
  const check = useMutation({
    mutationFn: (email: string) => authApi.emailStatus(email),
    onSuccess: (res, email) => onChecked(email, res.status),
    onError: (err) => setFormError(apiErrorMessage(t, err, 'errors.generic')),
  });

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold">{t('email.welcome')}</h2>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => {
          setFormError(null);
          check.mutate(values.email);
        })}
      >
        <TextField
          label={t('email.label')}
          type="email"
          autoComplete="email"
          autoFocus
          placeholder={t('email.placeholder')}
          error={translateMessage(t, form.formState.errors.email?.message) || undefined}
          {...form.register('email')}
        />
        <FormError message={formError} />
        <Button type="submit" size="lg" className="w-full" disabled={check.isPending}>
          {t('email.continue')}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-neutral-500">
        <span className="h-px flex-1 bg-neutral-200" />
        {t('email.or')}
        <span className="h-px flex-1 bg-neutral-200" />
      </div>
      <SocialButtons />
    </div>
  );
}
