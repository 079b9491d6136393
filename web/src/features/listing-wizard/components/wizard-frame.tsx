import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WIZARD_MAJOR_STEPS,
  WIZARD_STEPS,
  type PropertyStatus,
  type WizardStep,
} from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { MAJOR_STEP_IDS, majorStepOf, progressPercent } from '../steps';

export interface WizardFrameProps {
  title: string;
  status: PropertyStatus;
  step: WizardStep;
  busy: boolean;
  /** null on the first step. */
  onBack: (() => void) | null;
  /** null on the summary (it has its own Publish button). */
  onNext: (() => void) | null;
  onSaveAndExit(): void;
  children: ReactNode;
}

/**
 * The wizard's whole screen (the app's header and footer are hidden here, spec 2.2): a top bar with
 * 'Save and exit', the three major steps, the step in a column of at most 720 px, and a bottom bar
 * fixed to the viewport with the progress bar, Back and Next.
 */
export function WizardFrame({
  title,
  status,
  step,
  busy,
  onBack,
  onNext,
  onSaveAndExit,
  children,
}: WizardFrameProps) {
  const { t } = useTranslation('wizard');
  const percent = progressPercent(step);
  const current = majorStepOf(step);
  const index = WIZARD_STEPS.indexOf(step);

  return (
    <div className="min-h-dvh pb-32" data-testid="listing-wizard" data-step={step}>
      <div className="sticky top-0 z-30 border-b border-neutral-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <h1 className="truncate text-lg font-semibold">{title}</h1>
            <p className="text-xs text-neutral-600" data-testid="listing-status">
              {t(`status.${status}`)}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={onSaveAndExit}
            data-testid="save-and-exit"
          >
            {t('nav.saveAndExit')}
          </Button>
        </div>
        <nav aria-label={t('nav.progressLabel')} className="mx-auto max-w-5xl px-4 pb-3">
          <ol className="flex gap-2 text-xs sm:text-sm">
            {MAJOR_STEP_IDS.map((major) => (
              <li
                key={major}
                aria-current={major === current ? 'step' : undefined}
                className={cn(
                  'flex-1 border-t-4 pt-1',
                  major === current
                    ? 'border-neutral-900 font-semibold text-neutral-900'
                    : MAJOR_STEP_IDS.indexOf(major) < MAJOR_STEP_IDS.indexOf(current)
                      ? 'border-neutral-500 text-neutral-600'
                      : 'border-neutral-200 text-neutral-500',
                )}
              >
                <span className="block">{t(`major.${major}`)}</span>
                <span className="sr-only">
                  {(WIZARD_MAJOR_STEPS[major] as readonly WizardStep[])
                    .map((s) => t(`steps.${s}`))
                    .join(', ')}
                </span>
              </li>
            ))}
          </ol>
        </nav>
      </div>

      <div className="mx-auto w-full max-w-[720px] space-y-6 px-4 py-6">{children}</div>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white">
        <div
          role="progressbar"
          aria-label={t('nav.progress', {
            current: index + 1,
            total: WIZARD_STEPS.length,
            step: t(`steps.${step}`),
          })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1 bg-neutral-200"
        >
          <div
            className="h-full bg-neutral-900 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <div className="mx-auto flex max-w-[720px] items-center justify-between gap-3 px-4 py-3">
          {onBack ? (
            <Button variant="ghost" onClick={onBack} disabled={busy} data-testid="wizard-back">
              {t('nav.back')}
            </Button>
          ) : (
            <span />
          )}
          <span className="text-sm text-neutral-600" aria-hidden="true">
            {index + 1} / {WIZARD_STEPS.length}
          </span>
          {onNext ? (
            <Button onClick={onNext} disabled={busy} data-testid="wizard-next">
              {busy ? t('nav.saving') : t('nav.next')}
            </Button>
          ) : (
            <span />
          )}
        </div>
      </div>
    </div>
  );
}
