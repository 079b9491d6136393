import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FeedbackPage } from '@/features/support/components/feedback-page';
import { usePageTitle } from '@/lib/page-title';

/** `?from=/property/…`: the app path the visitor came from; anything else is dropped. */
const Search = z.object({
  from: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/feedback')({
  validateSearch: (search) => Search.parse(search),
  component: FeedbackRoute,
});

function FeedbackRoute() {
  usePageTitle('support:feedback.title');
  const { from } = Route.useSearch();
  return <FeedbackPage from={from} />;
}
