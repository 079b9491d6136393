import type { StressScenario, StressScenarioId } from '@arrendo/contracts';
import { bookingContention } from './booking-contention.js';
import type { ScenarioDefinition } from './definition.js';
import { messageDelivery } from './message-delivery.js';
import { stagesFor } from '../engine/stages.js';

export type { ScenarioDefinition, ScenarioStep, StepBody } from './definition.js';

/** Every scenario, by id: the one list the service, the runner and the k6 generator read. */
export const SCENARIOS: Readonly<Record<StressScenarioId, ScenarioDefinition>> = {
  'booking-contention': bookingContention,
  'message-delivery': messageDelivery,
};

/** A scenario as the admin pages list it. */
export function toStressScenario(definition: ScenarioDefinition): StressScenario {
  return {
    id: definition.id,
    kind: definition.kind,
    defaults: { ...definition.defaults },
    stages: stagesFor(definition.defaults).stages,
    requests: definition.steps.map((step) => ({
      name: step.name,
      method: step.method,
      path: step.path,
      expectedStatuses: [...step.expectedStatuses],
    })),
    thresholds: { ...definition.thresholds },
    targets: [...definition.targets],
  };
}
