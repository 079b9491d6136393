import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PathLink } from '@/components/ui/path-link';
import { FeedbackForm } from './feedback-form';

/** `/feedback` (anyone): a rating and a comment, then a thank-you. */
export function FeedbackPage({ from }: { from: string | undefined }) {
  const { t } = useTranslation('support');
  const [sent, setSent] = useState(false);
  return (
    <section className="mx-auto max-w-2xl px-6 py-12">
      <h1 className="mb-3 text-3xl font-semibold">{t('feedback.title')}</h1>
      {sent ? (
        <div role="status" className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-6">
          <h2 className="text-xl font-semibold">{t('feedback.thanks.heading')}</h2>
          <p>
            <Trans
              t={t}
              i18nKey="feedback.thanks.body"
              components={{ 1: <PathLink href="/contact" className="underline" /> }}
            />
          </p>
          <Button variant="secondary" size="sm" onClick={() => setSent(false)}>
            {t('feedback.thanks.another')}
          </Button>
        </div>
      ) : (
        <>
          <p className="mb-8 text-neutral-700">{t('feedback.lead')}</p>
          <FeedbackForm page={from} onSent={() => setSent(true)} />
        </>
      )}
    </section>
  );
}
