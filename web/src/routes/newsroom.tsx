import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/content/components/content-page';
import { SupportEmailBox } from '@/features/content/components/support-email-box';
import { infoPages } from '@/features/content/pages';

export const Route = createFileRoute('/newsroom')({
  component: () => (
    <ContentPage modules={infoPages} slug="newsroom" after={<SupportEmailBox topic="press" />} />
  ),
});
