import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRIES, type CountryCode } from '@arrendo/contracts/web';
import { Field, inputClass } from './field';

interface CountryPhoneFieldsProps {
  idPrefix: string;
  countryLabel: string;
  phoneLabel: string;
  countryName(code: CountryCode): string;
  country: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  phoneError: string | undefined;
}

/** Country (with its dial code, spec §3) beside the national phone number, as sign-up and the profile ask. */
export function CountryPhoneFields({
  idPrefix,
  countryLabel,
  phoneLabel,
  countryName,
  country,
  phone,
  phoneError,
}: CountryPhoneFieldsProps) {
  const countryId = `${idPrefix}-country`;
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
      <div className="space-y-1">
        <label htmlFor={countryId} className="block text-sm font-medium text-neutral-800">
          {countryLabel}
        </label>
        <select id={countryId} className={inputClass} {...country}>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {countryName(c.code)} ({c.dialCode})
            </option>
          ))}
        </select>
      </div>
      <Field
        label={phoneLabel}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        error={phoneError}
        {...phone}
      />
    </div>
  );
}
