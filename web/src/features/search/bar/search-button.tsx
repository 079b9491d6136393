import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { SearchIcon } from '@/components/ui/icons/search';
import { Spinner } from './spinner';

/** Spec §4: shows a spinner while searching, reset after 1 s. */
export function SearchButton({
  searching,
  wide,
  className,
  form,
}: {
  searching: boolean;
  /** The form it submits when it sits outside it (the mobile modal's footer). */
  form?: string;
  /** Shows the word next to the icon (the mobile modal); the bar has room for the icon only. */
  wide: boolean;
  className?: string;
}) {
  const { t } = useTranslation('search');
  const label = searching ? t('bar.searching') : t('bar.search');
  return (
    <button
      type="submit"
      form={form}
      aria-busy={searching}
      aria-label={wide ? undefined : label}
      data-testid="search-submit"
      className={cn(
        'flex shrink-0 items-center justify-center gap-2 rounded-full bg-brand font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
        wide ? 'h-12 px-5' : 'size-12',
        className,
      )}
    >
      {searching ? <Spinner /> : <SearchIcon className="size-4" strokeWidth={3} />}
      {wide ? <span>{label}</span> : null}
    </button>
  );
}
