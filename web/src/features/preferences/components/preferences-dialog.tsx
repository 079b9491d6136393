import { useTranslation } from 'react-i18next';
import type { Currency as CurrencyCode } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { DialogContent } from '@/components/ui/dialog';
import { CheckIcon } from '@/components/ui/icons/check';
import { SUPPORTED_LANGUAGES, currentLanguage } from '@/i18n';
import type { Language } from '@/i18n';
import { currencyLabel } from '../currency-label';
import { useCurrencyState } from '../currency-store';
import { setCurrency } from '../set-currency';

/** Spec 2.10: the order the dialog lists currencies in. */
const CURRENCIES: CurrencyCode[] = ['USD', 'CLP', 'EUR', 'GBP'];

interface OptionProps {
  selected: boolean;
  onSelect: () => void;
  title: string;
  subtitle: string;
  lang?: string;
  testId: string;
}

function Option({ selected, onSelect, title, subtitle, lang, testId }: OptionProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      data-testid={testId}
      className={cn(
        'flex w-full items-center justify-between gap-3 rounded-lg border px-4 py-3 text-left transition-colors hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand-dark',
        selected ? 'border-neutral-900' : 'border-transparent',
      )}
    >
      <span lang={lang}>
        <span className="block text-sm font-medium">{title}</span>
        <span className="block text-sm text-muted">{subtitle}</span>
      </span>
      {selected ? (
        <CheckIcon className="size-5 shrink-0" aria-label={t('preferences.selected')} />
      ) : null}
    </button>
  );
}

/** Contents of the language and currency dialog; switching language applies at once. */
export function PreferencesDialogContent() {
  const { t, i18n } = useTranslation('common');
  const { currency } = useCurrencyState();
  const language = currentLanguage(i18n);

  const chooseLanguage = (lng: Language) => {
    if (lng !== language) void i18n.changeLanguage(lng);
  };

  return (
    <DialogContent title={t('preferences.title')} closeLabel={t('preferences.close')}>
      <section aria-labelledby="pref-language">
        <h2 id="pref-language" className="mb-3 text-lg font-semibold">
          {t('preferences.languageHeading')}
        </h2>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3">
          {SUPPORTED_LANGUAGES.map((lng) => (
            <Option
              key={lng}
              testId={`language-${lng}`}
              lang={lng}
              selected={lng === language}
              onSelect={() => chooseLanguage(lng)}
              title={t(`preferences.languages.${lng}.name`)}
              subtitle={t(`preferences.languages.${lng}.region`)}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="pref-currency" className="mt-8">
        <h2 id="pref-currency" className="mb-3 text-lg font-semibold">
          {t('preferences.currencyHeading')}
        </h2>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3">
          {CURRENCIES.map((code) => (
            <Option
              key={code}
              testId={`currency-${code}`}
              selected={code === currency}
              onSelect={() => setCurrency(code)}
              title={t(`preferences.currencies.${code}`)}
              subtitle={currencyLabel(code)}
            />
          ))}
        </div>
        <p className="mt-4 text-xs text-muted">{t('preferences.ratesNote')}</p>
      </section>
    </DialogContent>
  );
}
