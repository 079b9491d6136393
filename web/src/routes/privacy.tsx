import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/features/legal/components/breadcrumb';
import { LegalAuthBox } from '@/features/legal/components/legal-auth-box';
import { LegalPage } from '@/features/legal/components/legal-page';

function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      slug="privacy"
      before={<Breadcrumb current={t('breadcrumb.privacy')} />}
      aside={<LegalAuthBox />}
    />
  );
}

export const Route = createFileRoute('/privacy')({
  // The operator's contacts the page names. Prefetched, not ensured: the text stands without them.
  // The query's module is imported when the loader runs (see bookings.$id.tsx).
  loader: async ({ context }) => {
    const { siteConfigQueryOptions } = await import('@/features/content/site-config');
    await context.queryClient.prefetchQuery(siteConfigQueryOptions());
  },
  component: PrivacyPage,
});
