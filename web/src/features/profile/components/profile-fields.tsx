import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, type CountryCode } from '@arrendo/contracts/web';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { translateMessage } from '@/features/auth/messages';
import { latestBirthDate } from '../age';

/** The values every form with the profile fields has (sign-up's step, the profile editor). */
export interface ProfileFieldValues {
  firstName: string;
  lastName: string;
  birthday: string;
  countryCode: CountryCode;
  phoneNumber: string;
}

interface ProfileFieldsProps {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** Under the birth date: why it is asked (sign-up) or what it must be (the profile). */
  birthDateHint: string;
  /** Under the names: sign-up asks for the names on the ID. */
  nameHint?: string;
  autoFocus?: boolean;
}

/**
 * Names, birth date, and country (with its dial code, spec §3) beside the national phone
 * number: the one layout of these fields, inside a react-hook-form `FormProvider` whose values
 * include `ProfileFieldValues`.
 */
export function ProfileFields({
  idPrefix,
  birthDateHint,
  nameHint,
  autoFocus,
}: ProfileFieldsProps) {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const { register, formState } = useFormContext<ProfileFieldValues>();
  const { errors } = formState;
  const message = (m: string | undefined) => translateMessage(tAuth, m) || undefined;
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-first-name`}
          label={t('fields.firstName')}
          autoComplete="given-name"
          autoFocus={autoFocus}
          error={message(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={message(errors.lastName?.message)}
          {...register('lastName')}
        />
      </div>
      {nameHint ? <p className="text-xs text-neutral-600">{nameHint}</p> : null}
      <TextField
        id={`${idPrefix}-birth-date`}
        label={t('fields.birthDate')}
        type="date"
        autoComplete="bday"
        max={latestBirthDate()}
        hint={birthDateHint}
        error={message(errors.birthday?.message)}
        {...register('birthday')}
      />
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
        <SelectField
          id={`${idPrefix}-country`}
          label={t('fields.country')}
          error={message(errors.countryCode?.message)}
          {...register('countryCode')}
        >
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {t(`common:countries.${c.code}`)} ({c.dialCode})
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${idPrefix}-phone`}
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          error={message(errors.phoneNumber?.message)}
          {...register('phoneNumber')}
        />
      </div>
    </>
  );
}
