import { useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import {
  AddCalendarForm as Schema,
  CALENDAR_NAME_MAX,
  type AddCalendarFormInput,
  type AddCalendarFormOutput,
} from '../add-calendar-form-schema';
import { useAddCalendar } from '../api';
import { syncErrorMessage } from '../errors';
import { serverMessage } from '../server-messages';

type Field = keyof AddCalendarFormInput;
const isField = (path: string): path is Field => path === 'name' || path === 'url';

/**
 * Follows another calendar by its iCal address. The server reads it before answering (up to
 * ~10 s), so the button says so meanwhile; a calendar it cannot read is refused on its field.
 */
export function AddCalendarForm({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('calendar-sync');
  const headingId = useId();
  const add = useAddCalendar(propertyId);
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<AddCalendarFormInput, unknown, AddCalendarFormOutput>({
    resolver: zodResolver(Schema),
    defaultValues: { name: '', url: '' },
  });
  const { errors } = form.formState;
  // The schema's messages are catalogue keys; the server's are already translated.
  const shown = (error: FieldError | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message)) : undefined;

  const onSubmit = (values: AddCalendarFormOutput) => {
    setFormError(null);
    setAdded(null);
    add.mutate(values, {
      onSuccess: () => {
        form.reset();
        setAdded(t('form.added', { name: values.name }));
        form.setFocus('name');
      },
      onError: (error) => {
        const refused = ApiError.is(error) ? error.fields : [];
        const onFields = refused.flatMap(({ path, message }) =>
          isField(path) ? [{ path, message }] : [],
        );
        if (onFields.length === 0) {
          setFormError(syncErrorMessage(t, error));
          return;
        }
        onFields.forEach(({ path, message }, index) =>
          form.setError(
            path,
            { type: 'server', message: serverMessage(t, message) },
            { shouldFocus: index === 0 },
          ),
        );
      },
    });
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={add.isPending || undefined}
      className="mt-6 space-y-4 rounded-xl bg-neutral-50 p-4"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <h4 id={headingId} className="font-semibold">
        {t('form.title')}
      </h4>
      <TextField
        label={t('form.name')}
        hint={t('form.nameHint')}
        autoComplete="off"
        maxLength={CALENDAR_NAME_MAX}
        error={shown(errors.name)}
        {...form.register('name')}
      />
      <TextField
        label={t('form.url')}
        hint={t('form.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        error={shown(errors.url)}
        {...form.register('url')}
      />
      <FormError message={formError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="md" disabled={add.isPending}>
          {add.isPending ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : null}
          {add.isPending ? t('form.pending') : t('form.submit')}
        </Button>
        <p role="status" className="text-sm text-neutral-700">
          {add.isPending ? t('form.pendingStatus') : added}
        </p>
      </div>
    </form>
  );
}
