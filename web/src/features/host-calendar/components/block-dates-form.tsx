import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { HostCalendar } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import {
  NOTE_MAX,
  blockDatesSchema,
  blockRange,
  lastBlockableDate,
  type BlockDatesValues,
} from '../block-form';
import type { CalendarFormat } from '../use-calendar-format';
import { useCalendarChange } from '../use-calendar-change';

export interface BlockDatesFormProps {
  calendar: HostCalendar;
  /** From and To at first (the selected day, or today when that is past). */
  initialDate: string;
  format: CalendarFormat;
  /** Blocked or unblocked: the sheet closes. */
  onDone(): void;
  onCancel(): void;
}

/**
 * From, To (the last blocked date, included) and an optional note; Block, Unblock (the same
 * range) and Cancel. A refusal (a booking in the range) is shown above the buttons and nothing
 * typed is lost.
 */
export function BlockDatesForm(props: BlockDatesFormProps) {
  const { calendar, initialDate, format, onDone, onCancel } = props;
  const { t } = useTranslation('host-calendar');
  const { today, horizonEnd } = calendar;
  const schema = useMemo(() => blockDatesSchema({ today, horizonEnd }), [today, horizonEnd]);
  const form = useForm<BlockDatesValues>({
    resolver: zodResolver(schema),
    defaultValues: { from: initialDate, to: initialDate, note: '' },
  });
  const change = useCalendarChange(calendar.propertyId);
  const last = lastBlockableDate(calendar);
  const errors = form.formState.errors;
  const errorOf = (field: keyof BlockDatesValues) => {
    const key = errors[field]?.message;
    return key ? t(`block.errors.${key}`, { date: format.date(last), max: NOTE_MAX }) : undefined;
  };
  const submit = (action: 'block' | 'unblock') =>
    form.handleSubmit((values) => change.run({ action, ...blockRange(values) }, onDone));

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        // The sheet is a portal: keep its submit from reaching a form around the page.
        event.stopPropagation();
        void submit('block')(event);
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField
          type="date"
          label={t('block.from')}
          min={today}
          max={last}
          error={errorOf('from')}
          {...form.register('from')}
        />
        <TextField
          type="date"
          label={t('block.to')}
          min={today}
          max={last}
          error={errorOf('to')}
          {...form.register('to')}
        />
      </div>
      <p className="text-xs text-neutral-600">
        {t('block.rangeHint', { date: format.date(last) })}
      </p>
      <TextField
        label={t('block.note')}
        hint={t('block.noteHint', { max: NOTE_MAX })}
        autoComplete="off"
        maxLength={NOTE_MAX}
        error={errorOf('note')}
        {...form.register('note')}
      />
      <FormError message={change.error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('block.cancel')}
        </Button>
        <Button
          variant="outline"
          disabled={change.pending}
          onClick={(event) => void submit('unblock')(event)}
        >
          {t('block.unblock')}
        </Button>
        <Button type="submit" disabled={change.pending}>
          {t('block.submit')}
        </Button>
      </div>
    </form>
  );
}
