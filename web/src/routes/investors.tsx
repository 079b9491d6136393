import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/content/components/content-page';
import { SupportEmailBox } from '@/features/content/components/support-email-box';
import { infoPages } from '@/features/content/pages';

export const Route = createFileRoute('/investors')({
  component: () => (
    <ContentPage
      modules={infoPages}
      slug="investors"
      after={<SupportEmailBox topic="investors" />}
    />
  ),
});
