import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { ApiError } from '@/lib/api-client';
import { adminEmailPreviewQuery } from '../api';
import { useDateTimeFormat } from '../../dead-letters/use-date-time-format';

/**
 * One logged email as its recipient got it. The HTML is drawn in a frame with every sandbox
 * restriction (`sandbox=""`: no scripts, no forms, no same origin, no navigation) from `srcdoc`,
 * so whatever an email holds cannot reach this page or the admin's session; the text version
 * is shown as text.
 */
export function EmailPreviewDialog({ id, onClose }: { id: string | undefined; onClose(): void }) {
  const { t } = useTranslation('admin-emails');
  return (
    <Dialog open={id !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {id ? (
        <DialogContent title={t('preview.title')} closeLabel={t('preview.close')}>
          <EmailPreview id={id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EmailPreview({ id }: { id: string }) {
  const { t } = useTranslation('admin-emails');
  const dateTime = useDateTimeFormat();
  const preview = useQuery(adminEmailPreviewQuery(id));
  if (preview.isPending) return <LoadingDots />;
  if (preview.isError) {
    const missing = ApiError.is(preview.error) && preview.error.isNotFound;
    return (
      <p role="alert" className="text-red-700">
        {missing ? t('preview.notFound') : t('preview.error')}
      </p>
    );
  }
  const email = preview.data;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t('preview.subject')}</dt>
        <dd data-testid="email-preview-subject">{email.subject}</dd>
        <dt className="font-medium">{t('preview.to')}</dt>
        <dd className="break-all">{email.to}</dd>
        <dt className="font-medium">{t('preview.template')}</dt>
        <dd>
          {t(`templates.${email.template}`)} ({email.locale})
        </dd>
        <dt className="font-medium">{t('preview.status')}</dt>
        <dd>
          {t(`statuses.${email.status}`)}
          {email.error ? ` — ${email.error}` : null}
        </dd>
        <dt className="font-medium">{t('preview.createdAt')}</dt>
        <dd>{dateTime.format(new Date(email.createdAt))}</dd>
        {email.sentAt ? (
          <>
            <dt className="font-medium">{t('preview.sentAt')}</dt>
            <dd>{dateTime.format(new Date(email.sentAt))}</dd>
          </>
        ) : null}
      </dl>
      <section className="space-y-2">
        <h3 className="font-semibold">{t('preview.html')}</h3>
        <iframe
          title={t('preview.htmlFrame', { subject: email.subject })}
          sandbox=""
          srcDoc={email.html}
          referrerPolicy="no-referrer"
          className="h-[28rem] w-full rounded-lg border border-neutral-300 bg-white"
        />
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold">{t('preview.text')}</h3>
        <pre
          data-testid="email-preview-text"
          className="max-h-80 overflow-auto rounded-lg bg-neutral-100 p-4 text-sm whitespace-pre-wrap"
        >
          {email.text}
        </pre>
      </section>
    </div>
  );
}
