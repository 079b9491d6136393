import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '@/features/content/components/content-page';
import { infoPages } from '@/features/content/pages';

// A synonym of /hosting-responsibly: the same document (one canonical slug), no redirect.
export const Route = createFileRoute('/host-responsibly')({
  component: () => <ContentPage modules={infoPages} slug="hosting-responsibly" />,
});
