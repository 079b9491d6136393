import type { AdminDeadLetterServiceSummary, ServiceName } from '@arrendo/contracts/web';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';

interface DeadLetterSummaryProps {
  /** Undefined while loading; null when the summary itself could not be read. */
  services: AdminDeadLetterServiceSummary[] | undefined | null;
  selected: ServiceName | undefined;
  onSelect(service: ServiceName): void;
}

/** One card per service: its open letters, or that it does not answer. Choosing one lists it. */
export function DeadLetterSummary({ services, selected, onSelect }: DeadLetterSummaryProps) {
  const { t } = useTranslation('admin');
  let body;
  if (services === undefined) {
    body = <Skeleton className="h-20 w-full" />;
  } else if (services === null) {
    body = <FormError message={t('errors.generic')} />;
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-3">
        {services.map((part) => (
          <li key={part.service}>
            <Button
              variant={part.service === selected ? 'secondary' : 'outline'}
              className="w-full"
              aria-pressed={part.service === selected}
              onClick={() => onSelect(part.service)}
            >
              <span className="flex w-full flex-col items-start gap-1 text-left">
                {/* Service names are the system's own identifiers: the same in every language. */}
                <span className="font-mono text-base">{part.service}</span>
                {part.status === 'ok' ? (
                  <span className={part.unresolved > 0 ? 'text-red-800' : 'text-neutral-700'}>
                    {t('deadLetters.summary.open', { count: part.unresolved })}
                  </span>
                ) : (
                  <span className="text-amber-900">{t('deadLetters.summary.unavailable')}</span>
                )}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="dead-letter-summary" className="mb-8">
      <h2 id="dead-letter-summary" className="mb-3 text-xl font-semibold">
        {t('deadLetters.summary.heading')}
      </h2>
      {body}
    </section>
  );
}
