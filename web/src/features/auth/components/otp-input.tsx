import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '../otp';

interface OtpInputProps {
  value: readonly string[];
  onChange(next: string[]): void;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  /** The id of the error (or hint) that describes the code. */
  describedBy?: string | undefined;
}

/** Spec §4: six boxes, digits only, focus advances, Backspace on empty goes back, paste fills. */
export function OtpInput({
  value,
  onChange,
  disabled,
  autoFocus,
  invalid,
  describedBy,
}: OtpInputProps) {
  const { t } = useTranslation('auth');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  const fill = (start: number, digits: string) => {
    const next = [...value];
    let last = start;
    for (let k = 0; k < digits.length && start + k < OTP_LENGTH; k++) {
      next[start + k] = digits[k] ?? '';
      last = start + k;
    }
    onChange(next);
    focus(Math.min(last + 1, OTP_LENGTH - 1));
  };

  const onInput = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length === 0) {
      const next = [...value];
      next[i] = '';
      onChange(next);
      return;
    }
    // The box may already hold a digit: keep the one just typed, which the browser puts last.
    if (digits.length === 2 && value[i]) return fill(i, digits.slice(-1));
    fill(i, digits);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !value[i] && i > 0) {
      e.preventDefault();
      const next = [...value];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!digits) return;
    // A whole code always lands from the first box, whichever box had focus.
    fill(digits.length === OTP_LENGTH ? 0 : i, digits);
  };

  return (
    <div className="flex justify-between gap-2" role="group">
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={2}
          aria-label={t('otp.digit', { n: i + 1 })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          // Focus moves by our own logic; autoFocus only places the caret on open.
          autoFocus={autoFocus && i === 0}
          disabled={disabled}
          value={value[i] ?? ''}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          className="h-12 w-12 rounded-lg border border-neutral-300 text-center text-xl font-semibold focus:border-neutral-900 focus:outline-none focus:ring-2 focus:ring-brand-dark aria-[invalid]:border-red-600 disabled:bg-neutral-100"
        />
      ))}
    </div>
  );
}
