import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

/** Long enough that six lines would cut it. */
const LONG_DESCRIPTION = 420;

export function PropertyDescription({ text }: { text: string }) {
  const { t } = useTranslation('listing');
  const [expanded, setExpanded] = useState(false);
  const long = text.length > LONG_DESCRIPTION || text.split('\n').length > 6;
  return (
    <section className="border-b border-neutral-200 py-6">
      <h2 className="mb-3 text-xl font-semibold">{t('about')}</h2>
      <p
        id="property-description"
        className={cn('leading-7 whitespace-pre-line', long && !expanded && 'line-clamp-6')}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="property-description"
          onClick={() => setExpanded((e) => !e)}
          className="mt-3 font-semibold underline"
        >
          {expanded ? t('showLess') : t('showMore')}
        </button>
      ) : null}
    </section>
  );
}
