import { createFileRoute } from '@tanstack/react-router';
import { HelpLanding } from '@/features/help/components/help-landing';

export const Route = createFileRoute('/help/')({
  component: HelpLanding,
});
