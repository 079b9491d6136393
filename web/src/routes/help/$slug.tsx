import { createFileRoute } from '@tanstack/react-router';
import { HelpSlugPage } from '@/features/help/components/help-slug-page';

// /help/topics, the five categories and the articles share one path shape (spec 2.1).
export const Route = createFileRoute('/help/$slug')({
  component: function HelpSlugRoute() {
    const { slug } = Route.useParams();
    return <HelpSlugPage slug={slug} />;
  },
});
