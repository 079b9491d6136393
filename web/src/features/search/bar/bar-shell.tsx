import { useTranslation } from 'react-i18next';
import type { PriceUnit } from '@arrendo/contracts/web';
import { SearchButton } from './search-button';
import type { SearchStep } from './search-form';
import {
  BAR_FORM_CLASS,
  Divider,
  SEGMENT_LABEL_CLASS,
  SEGMENT_VALUE_CLASS,
  WHERE_INPUT_CLASS,
  WHERE_SEGMENT_CLASS,
  barRowClass,
  segmentClass,
} from './bar-styles';

/**
 * The bar as it first paints, before its code (search-bar.tsx, loaded right after) arrives: the
 * same look, with nothing chosen yet (a search with values shows the compact summary instead).
 * A segment or Search used in the meantime is remembered and done once the bar is there.
 */
export function BarShell({
  mode,
  onIntent,
}: {
  mode: PriceUnit;
  onIntent: (action: SearchStep | 'search') => void;
}) {
  const { t } = useTranslation('search');
  const segment = (step: SearchStep, label: string, value: string, key: string = step) => (
    <button
      key={key}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => onIntent(step)}
      className={segmentClass(false, false)}
    >
      <span className={SEGMENT_LABEL_CLASS}>{label}</span>
      <span className={SEGMENT_VALUE_CLASS}>{value}</span>
    </button>
  );
  return (
    <form
      role="search"
      aria-label={t('bar.label')}
      aria-busy="true"
      onSubmit={(event) => {
        event.preventDefault();
        onIntent('search');
      }}
      className={BAR_FORM_CLASS}
    >
      <div className={barRowClass(false)}>
        <label className={`${segmentClass(false, false)} ${WHERE_SEGMENT_CLASS}`}>
          <span className={SEGMENT_LABEL_CLASS}>{t('bar.where')}</span>
          <input
            type="text"
            readOnly
            placeholder={t('bar.wherePlaceholder')}
            onFocus={() => onIntent('where')}
            className={WHERE_INPUT_CLASS}
          />
        </label>
        <Divider />
        <div className="flex min-w-0 flex-1">
          {segment('what', t('bar.what'), t('bar.whatPlaceholder'))}
        </div>
        <Divider />
        <div className="flex min-w-0 flex-[1.4]">
          {mode === 'hour'
            ? [
                segment('dates', t('bar.day'), t('bar.addDay')),
                segment('dates', t('bar.time'), t('bar.addTime'), 'time'),
              ]
            : [
                segment('dates', t('bar.checkIn'), t('bar.addDates')),
                segment('dates', t('bar.checkOut'), t('bar.addDates'), 'checkOut'),
              ]}
        </div>
        <Divider />
        <div className="flex min-w-0 flex-1 items-center pr-2">
          {segment('who', t('bar.who'), t('bar.addGuests'))}
          <SearchButton searching={false} wide={false} />
        </div>
      </div>
    </form>
  );
}
