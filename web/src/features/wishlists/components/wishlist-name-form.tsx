import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { WishlistName } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { wishlistMessage } from '../messages';

export const WishlistNameForm = z.object({ name: WishlistName });
type Values = z.output<typeof WishlistNameForm>;

interface WishlistNameFieldsProps {
  defaultName?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(name: string): void;
  /** A server refusal to show under the field. */
  error?: string | undefined;
}

/** The name of a list: created in the save dialog, renamed on the list's page. */
export function WishlistNameFields({
  defaultName = '',
  submitLabel,
  pending,
  onSubmit,
  error,
}: WishlistNameFieldsProps) {
  const { t } = useTranslation('wishlists');
  const form = useForm<z.input<typeof WishlistNameForm>, unknown, Values>({
    resolver: zodResolver(WishlistNameForm),
    defaultValues: { name: defaultName },
  });
  const fieldError = wishlistMessage(t, form.formState.errors.name?.message) ?? error;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        // The form may sit in a dialog opened from a form-less card; keep the submit here.
        event.stopPropagation();
        void form.handleSubmit((values) => onSubmit(values.name))(event);
      }}
    >
      <TextField
        label={t('form.nameLabel')}
        autoComplete="off"
        maxLength={50}
        error={fieldError}
        {...form.register('name')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
