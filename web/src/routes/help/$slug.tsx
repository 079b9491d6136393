import { createFileRoute, notFound } from '@tanstack/react-router';
import { HelpSlugPage } from '@/features/help/components/help-slug-page';

// /help/topics, the five categories and the articles share one path shape (spec 2.1).
export const Route = createFileRoute('/help/$slug')({
  // Any other slug is the not-found page, and answers 404 when the server is asked for it. The
  // index is imported here, not at the top: a route's beforeLoad ships with every first visit.
  beforeLoad: async ({ params }) => {
    const { helpArticle, helpCategory } = await import('@/features/help/help-index');
    const { slug } = params;
    if (slug !== 'topics' && !helpCategory(slug) && !helpArticle(slug)) throw notFound();
  },
  component: function HelpSlugRoute() {
    const { slug } = Route.useParams();
    return <HelpSlugPage slug={slug} />;
  },
});
