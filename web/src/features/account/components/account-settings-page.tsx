import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth/session';
import { ChangePasswordForm } from './change-password-form';
import { DataExportSetting } from './data-export-setting';
import { DeleteAccountDialog } from './delete-account-dialog';
import { LanguageSetting } from './language-setting';
import { PromotionalConsentSetting } from './promotional-consent-setting';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const heading = useId();
  return (
    <section
      aria-labelledby={heading}
      className="space-y-4 border-b border-neutral-200 py-8 last:border-b-0"
    >
      <h2 id={heading} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/account/settings`: e-mail, password, language, a copy of one's data, account deletion. */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="text-3xl font-semibold">{t('settings.title')}</h1>
      <Section title={t('settings.email')}>
        <p data-testid="account-email">{user?.email}</p>
      </Section>
      <Section title={t('settings.passwordSection')}>
        <ChangePasswordForm />
      </Section>
      <Section title={t('settings.languageSection')}>
        <LanguageSetting />
      </Section>
      <Section title={t('consent.section')}>
        <PromotionalConsentSetting />
      </Section>
      <Section title={t('settings.exportSection')}>
        <DataExportSetting />
      </Section>
      <Section title={t('settings.deleteSection')}>
        <p className="text-neutral-700">{t('settings.deleteWarning')}</p>
        <DeleteAccountDialog />
      </Section>
    </div>
  );
}
