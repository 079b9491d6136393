import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/content/components/content-page';
import { infoPages } from '@/features/content/pages';

export const Route = createFileRoute('/community')({
  component: () => <ContentPage modules={infoPages} slug="community" />,
});
