import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string | undefined;
}

/** Password input with the spec's Show/Hide toggle ('Mostrar'/'Ocultar'). */
export function PasswordField({ label, error, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label}
      error={error}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="rounded px-2 py-1 text-sm font-semibold underline"
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      }
      {...input}
    />
  );
}
