import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/content/components/content-page';
import { infoPages } from '@/features/content/pages';
import { SupportEmailNote } from '@/features/info/components/support-email-note';

export const Route = createFileRoute('/report-concern')({
  component: () => (
    <ContentPage modules={infoPages} slug="report-concern" after={<SupportEmailNote />} />
  ),
});
