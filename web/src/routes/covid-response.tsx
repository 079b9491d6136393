import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/content/components/content-page';
import { infoPages } from '@/features/content/pages';

export const Route = createFileRoute('/covid-response')({
  component: () => <ContentPage modules={infoPages} slug="covid-response" />,
});
