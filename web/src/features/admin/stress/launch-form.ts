import { z } from 'zod';
import {
  ListingType,
  STRESS_LIMITS,
  StressScenarioId,
  type StartStressRunBody,
  type StressRunKind,
  type StressScenario,
} from '@arrendo/contracts/web';

/**
 * The launch form: the contract's limits, with messages that are this page's catalogue keys
 * (`admin-stress:form.errors.*`, given `min`/`max`), so each field says what is wrong in the
 * reader's language. The server checks the same rules (`StartStressRunBody`).
 */
const whole = (field: 'vus' | 'duration' | 'ramp', min: number, max: number) =>
  z
    .number({ error: `form.errors.${field}Number` })
    .int({ error: `form.errors.${field}Whole` })
    .min(min, { error: `form.errors.${field}Min` })
    .max(max, { error: `form.errors.${field}Max` });

export function launchFormSchema(kind: StressRunKind) {
  const { vus, durationSeconds, rampSeconds } = STRESS_LIMITS;
  return z
    .object({
      scenario: StressScenarioId,
      vus: whole('vus', vus.min, vus.max),
      durationSeconds: whole('duration', durationSeconds.min, durationSeconds.max),
      rampSeconds: whole('ramp', rampSeconds.min, rampSeconds.max),
      listingType: z.enum(ListingType.options, { error: 'form.errors.target' }).optional(),
    })
    .superRefine((values, ctx) => {
      if (values.rampSeconds > values.durationSeconds) {
        ctx.addIssue({ code: 'custom', path: ['rampSeconds'], message: 'form.errors.rampLonger' });
      }
      if (kind === 'booking' && values.listingType === undefined) {
        ctx.addIssue({ code: 'custom', path: ['listingType'], message: 'form.errors.target' });
      }
    });
}
export type LaunchFormValues = z.infer<ReturnType<typeof launchFormSchema>>;
export type LaunchField = keyof LaunchFormValues;

/** The values a page's form opens with: its first scenario's defaults. */
export function launchDefaults(scenario: StressScenario): LaunchFormValues {
  const target = scenario.targets[0];
  return {
    scenario: scenario.id,
    vus: scenario.defaults.vus,
    durationSeconds: scenario.defaults.durationSeconds,
    rampSeconds: scenario.defaults.rampSeconds,
    ...(scenario.kind === 'booking' && target ? { listingType: target } : {}),
  };
}

/** The request: a booking run names what it books, a message run nothing. */
export function startBody(
  kind: StressRunKind,
  values: LaunchFormValues,
  clientId: string,
): StartStressRunBody {
  return {
    scenario: values.scenario,
    vus: values.vus,
    durationSeconds: values.durationSeconds,
    rampSeconds: values.rampSeconds,
    clientId,
    ...(kind === 'booking' && values.listingType
      ? { target: { listingType: values.listingType } }
      : {}),
  };
}

/** The server's field paths (`target.listingType`) as the form's fields. */
export function launchFieldOf(path: string): LaunchField | null {
  if (path === 'target' || path.startsWith('target.')) return 'listingType';
  const fields: readonly string[] = ['scenario', 'vus', 'durationSeconds', 'rampSeconds'];
  return fields.includes(path) ? (path as LaunchField) : null;
}
