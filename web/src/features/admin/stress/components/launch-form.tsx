import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  STRESS_LIMITS,
  type StressRun,
  type StressRunKind,
  type StressScenario,
  type StressScenariosResponse,
} from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/features/auth/messages';
import { ApiError } from '@/lib/api-client';
import { stressApi, stressKeys } from '../api';
import {
  launchDefaults,
  launchFieldOf,
  launchFormSchema,
  startBody,
  type LaunchFormValues,
} from '../launch-form';
import { useStressFormat } from '../use-stress-format';

interface LaunchFormProps {
  kind: StressRunKind;
  scenarios: StressScenariosResponse;
  /** The run just queued: the page shows it. */
  onStarted(run: StressRun): void;
  /** Show the run going now (the one that keeps the form closed). */
  onShowRun(runId: string): void;
}

/**
 * Starts a run of one of the page's scenarios. One run at a time, of either page: while one
 * goes (or this deployment refuses runs) the form is closed with a note saying why; a start
 * that loses the race to another admin's is answered 409 and said as a message.
 */
export function LaunchForm(props: LaunchFormProps) {
  const { t } = useTranslation('admin-stress');
  const headingId = useId();
  const options = props.scenarios.items.filter((s) => s.kind === props.kind);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-neutral-200 p-6">
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        {t('form.title')}
      </h2>
      {options.length === 0 ? (
        <p className="text-neutral-600">{t('form.noScenario')}</p>
      ) : (
        <LaunchFormBody {...props} options={options} />
      )}
    </section>
  );
}

function LaunchFormBody({
  kind,
  scenarios,
  options,
  onStarted,
  onShowRun,
}: LaunchFormProps & { options: readonly StressScenario[] }) {
  const { t } = useTranslation('admin-stress');
  const { t: tAuth } = useTranslation('auth');
  const fmt = useStressFormat();
  const client = useQueryClient();
  const schema = useMemo(() => launchFormSchema(kind), [kind]);
  const first = options[0] as StressScenario;
  const form = useForm<LaunchFormValues>({
    resolver: zodResolver(schema),
    defaultValues: launchDefaults(first),
  });
  // One id per run asked for: a resend after a lost answer is the same run, not a second one.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);

  const start = useMutation({
    mutationFn: (values: LaunchFormValues) => stressApi.start(startBody(kind, values, clientId)),
    onMutate: () => setFormError(null),
    onSuccess: (run) => {
      client.setQueryData(stressKeys.run(run.id), run);
      client.setQueryData<StressScenariosResponse>(stressKeys.scenarios(), (old) =>
        old ? { ...old, activeRunId: run.id } : old,
      );
      void client.invalidateQueries({ queryKey: stressKeys.runs(kind) });
      setClientId(crypto.randomUUID());
      onStarted(run);
    },
    onError: (error) => {
      if (ApiError.is(error) && (error.status === 409 || error.status === 503)) {
        // Another run started first, or runs are refused here: the form closes with the reason.
        setFormError(t(error.status === 409 ? 'form.errors.busy' : 'form.errors.refused'));
        void client.invalidateQueries({ queryKey: stressKeys.scenarios() });
        return;
      }
      const onFields = ApiError.is(error)
        ? error.fields.flatMap((f) => {
            const field = launchFieldOf(f.path);
            return field ? [field] : [];
          })
        : [];
      onFields.forEach((field, i) =>
        form.setError(field, { message: 'form.errors.invalid' }, { shouldFocus: i === 0 }),
      );
      if (onFields.length === 0) setFormError(apiErrorMessage(tAuth, error, 'errors.generic'));
    },
  });

  const scenarioId = form.watch('scenario');
  const scenario = options.find((s) => s.id === scenarioId) ?? first;
  const errors = form.formState.errors;
  const { vus, durationSeconds, rampSeconds } = STRESS_LIMITS;
  // The form's messages are catalogue keys (launch-form.ts); anything else reads as 'invalid'.
  const msg = (message: string | undefined, limits: { min: number; max: number } = vus) =>
    message
      ? t(message.startsWith('form.errors.') ? message : 'form.errors.invalid', {
          min: limits.min,
          max: limits.max,
        })
      : undefined;
  const closed = !scenarios.allowed || scenarios.activeRunId !== null;

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={form.handleSubmit((values) => start.mutate(values))}
    >
      {!scenarios.allowed ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('form.refused')}
        </p>
      ) : scenarios.activeRunId !== null ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <span>{t('form.busy')}</span>
          <Button
            variant="link"
            onClick={() => scenarios.activeRunId && onShowRun(scenarios.activeRunId)}
          >
            {t('form.showBusy')}
          </Button>
        </div>
      ) : null}
      <fieldset disabled={closed || start.isPending} className="space-y-5">
        <legend className="sr-only">{t('form.title')}</legend>
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label={t('form.scenario')}
            hint={t(`scenarios.${scenario.id}.description`)}
            error={msg(errors.scenario?.message)}
            {...form.register('scenario', {
              onChange: (event: { target: { value: string } }) => {
                const next = options.find((s) => s.id === event.target.value);
                if (next) form.reset(launchDefaults(next));
              },
            })}
          >
            {options.map((s) => (
              <option key={s.id} value={s.id}>
                {t(`scenarios.${s.id}.title`)}
              </option>
            ))}
          </SelectField>
          {kind === 'booking' ? (
            <SelectField
              label={t('form.target')}
              hint={t('form.targetHint')}
              error={msg(errors.listingType?.message)}
              {...form.register('listingType')}
            >
              {scenario.targets.map((type) => (
                <option key={type} value={type}>
                  {t(`form.targets.${type}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
        <div className="grid gap-5 md:grid-cols-3">
          <TextField
            label={t('form.vus')}
            hint={t('form.vusHint', { min: vus.min, max: vus.max })}
            type="number"
            inputMode="numeric"
            step="1"
            min={vus.min}
            max={vus.max}
            error={msg(errors.vus?.message, vus)}
            {...form.register('vus', { valueAsNumber: true })}
          />
          <TextField
            label={t('form.duration')}
            hint={t('form.durationHint', { min: durationSeconds.min, max: durationSeconds.max })}
            type="number"
            inputMode="numeric"
            step="1"
            min={durationSeconds.min}
            max={durationSeconds.max}
            error={msg(errors.durationSeconds?.message, durationSeconds)}
            {...form.register('durationSeconds', { valueAsNumber: true })}
          />
          <TextField
            label={t('form.ramp')}
            hint={t('form.rampHint', { max: rampSeconds.max })}
            type="number"
            inputMode="numeric"
            step="1"
            min={rampSeconds.min}
            max={rampSeconds.max}
            error={msg(errors.rampSeconds?.message, rampSeconds)}
            {...form.register('rampSeconds', { valueAsNumber: true })}
          />
        </div>
        <p className="text-sm text-neutral-600">
          {t('form.requests', { requests: scenario.requests.map((r) => r.name).join(', ') })}{' '}
          {t('form.passMarks', {
            p95: fmt.ms(scenario.thresholds.p95Ms),
            errors: fmt.rate(scenario.thresholds.errorRate),
          })}{' '}
          {t(`form.engine.${scenarios.engine}`)}
        </p>
        <FormError message={formError} />
        <Button type="submit" size="lg" disabled={closed || start.isPending}>
          {start.isPending ? t('form.starting') : t('form.start')}
        </Button>
      </fieldset>
    </form>
  );
}
