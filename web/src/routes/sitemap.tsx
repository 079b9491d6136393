import { createFileRoute } from '@tanstack/react-router';
import { SiteMapPage } from '@/features/content/components/site-map-page';

export const Route = createFileRoute('/sitemap')({
  component: SiteMapPage,
});
