import { useTranslation } from 'react-i18next';
import { STRENGTH_CHECKS, passwordStrength } from '../password-strength';

const BAR_COLOUR = [
  'bg-red-600',
  'bg-red-600',
  'bg-orange-500',
  'bg-yellow-500',
  'bg-lime-600',
  'bg-green-700',
];

/** Spec §4 meter (0–1 Weak … 5 Very strong; empty password → empty meter) with the checklist. */
export function StrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const { score, label, checks } = passwordStrength(password);
  return (
    <div className="space-y-2" data-testid="strength-meter">
      <div
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={label ? t(`strength.${label}`) : ''}
        className="flex gap-1"
      >
        {STRENGTH_CHECKS.map((_, i) => (
          <span
            key={i}
            className={`h-1.5 flex-1 rounded-full ${label && i < Math.max(score, 1) ? BAR_COLOUR[score] : 'bg-neutral-200'}`}
          />
        ))}
      </div>
      <p className="min-h-5 text-sm font-medium text-neutral-800" aria-live="polite">
        {label ? t(`strength.${label}`) : ''}
      </p>
      <ul className="space-y-0.5 text-sm">
        {STRENGTH_CHECKS.map((check) => (
          <li
            key={check}
            className={checks[check] ? 'text-green-700' : 'text-neutral-500'}
            data-met={checks[check]}
          >
            <span aria-hidden="true">{checks[check] ? '✓' : '○'} </span>
            {t(`strength.checks.${check}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
