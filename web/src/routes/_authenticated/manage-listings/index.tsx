import { createFileRoute } from '@tanstack/react-router';
import { ManageListingsPage } from '@/features/manage-listings/components/manage-listings-page';

export const Route = createFileRoute('/_authenticated/manage-listings/')({
  component: ManageListingsPage,
});
