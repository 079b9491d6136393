import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d="M16 6.5 6.5 15h3v10h5.2v-6h2.6v6h5.2V15h3z" fill="#fff" />
    </svg>
  );
}

/** Clicking the logo drops every search parameter and goes home (spec 2.3). */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/"
      search={{}}
      aria-label={t('app.homeLink')}
      className="flex items-center gap-2 rounded-lg text-brand focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-dark"
    >
      <LogoMark className="size-8 shrink-0" />
      {compact ? null : (
        <span className="text-[22px] font-bold tracking-tight" aria-hidden="true">
          arrendo
        </span>
      )}
    </Link>
  );
}
