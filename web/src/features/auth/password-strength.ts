/** Spec §5 symbol set, kept verbatim so the checklist and the scoring agree. */
export const PASSWORD_SYMBOLS = '!@#$%^&*(),.?":{}|<>';

export type StrengthCheck = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'symbol';
export type StrengthLabel = 'weak' | 'fair' | 'good' | 'strong' | 'veryStrong';

export interface PasswordStrength {
  /** 0..5, the number of satisfied checks. */
  score: number;
  /** null for an empty password: the meter shows empty. */
  label: StrengthLabel | null;
  checks: Record<StrengthCheck, boolean>;
}

export const STRENGTH_CHECKS: readonly StrengthCheck[] = [
  'length',
  'uppercase',
  'lowercase',
  'digit',
  'symbol',
];

export function passwordStrength(password: string): PasswordStrength {
  const checks: Record<StrengthCheck, boolean> = {
    length: password.length >= 8,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
    symbol: [...password].some((ch) => PASSWORD_SYMBOLS.includes(ch)),
  };
  const score = STRENGTH_CHECKS.filter((c) => checks[c]).length;
  return { score, label: password === '' ? null : labelFor(score), checks };
}

function labelFor(score: number): StrengthLabel {
  if (score <= 1) return 'weak';
  if (score === 2) return 'fair';
  if (score === 3) return 'good';
  if (score === 4) return 'strong';
  return 'veryStrong';
}
