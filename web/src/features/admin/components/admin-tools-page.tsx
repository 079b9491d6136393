import { useTranslation } from 'react-i18next';
import { PathLink } from '@/components/ui/path-link';

const TOOLS = [
  { href: '/admin/users', key: 'users' },
  { href: '/admin/dead-letters', key: 'deadLetters' },
  { href: '/admin/revenue', key: 'revenue' },
  { href: '/admin/support', key: 'support' },
  { href: '/admin/feedback', key: 'feedback' },
  { href: '/admin/bootstrap', key: 'bootstrap' },
] as const;

/** `/admin` ('Admin Tools' in the account menu): the admin pages that exist so far. */
export function AdminToolsPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="mb-6 text-3xl font-semibold">{t('tools.title')}</h1>
      <ul className="grid gap-4 sm:grid-cols-2">
        {TOOLS.map((tool) => (
          <li key={tool.key}>
            <PathLink
              href={tool.href}
              className="block rounded-xl border border-neutral-200 p-5 hover:shadow-md"
            >
              <span className="block font-semibold">{t(`tools.${tool.key}.title`)}</span>
              <span className="block text-sm text-neutral-600">
                {t(`tools.${tool.key}.description`)}
              </span>
            </PathLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
