import { createFileRoute } from '@tanstack/react-router';
import { BecomeAHostPage } from '@/features/info/components/become-a-host-page';

export const Route = createFileRoute('/_authenticated/become-a-host')({
  component: BecomeAHostPage,
});
