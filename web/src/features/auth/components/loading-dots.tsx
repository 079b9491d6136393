import { useTranslation } from 'react-i18next';

/** Spec 2.1: what a guarded page shows while the session is being checked. */
export function LoadingDots() {
  const { t } = useTranslation('auth');
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] items-center justify-center gap-2"
      data-testid="loading-dots"
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-2.5 animate-bounce rounded-full bg-neutral-800"
          style={{ animationDelay: `${delay}ms` }}
          aria-hidden="true"
        />
      ))}
      <span className="sr-only">{t('guard.loading')}</span>
    </div>
  );
}
