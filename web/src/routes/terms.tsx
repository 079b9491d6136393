import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/components/legal-page';

export const Route = createFileRoute('/terms')({
  component: () => <LegalPage slug="terms" />,
});
