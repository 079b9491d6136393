import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '@/features/auth/components/login-page';

const LoginSearch = z.object({ redirect: z.string().max(2000).optional().catch(undefined) });

export const Route = createFileRoute('/login')({
  validateSearch: (search) => LoginSearch.parse(search),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
