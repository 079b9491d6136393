import { createFileRoute } from '@tanstack/react-router';
import { BackendTestPage } from '@/features/system/components/backend-test-page';

export const Route = createFileRoute('/backend-test')({
  component: BackendTestPage,
});
