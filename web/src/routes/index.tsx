import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { HomeSearch } from '@/features/home/search';

export const Route = createFileRoute('/')({
  validateSearch: (search) => HomeSearch.parse(search),
  component: HomePage,
});
