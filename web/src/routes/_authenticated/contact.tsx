import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/support/components/contact-page';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_authenticated/contact')({ component: ContactRoute });

function ContactRoute() {
  usePageTitle('support:contact.title');
  return <ContactPage />;
}
