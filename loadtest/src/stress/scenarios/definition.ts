import type {
  ListingType,
  StressRunKind,
  StressScenarioId,
  StressThresholds,
} from '@arrendo/contracts';

/**
 * What one request of an iteration sends. Both engines build it from the virtual user's data:
 * - `slot`: `POST /api/bookings` with the run's n-th slot, n being the user's own iteration
 *   count, so every user asks for the same slots in the same order and each slot is contested;
 * - `message`: a new message (fresh `clientId`) in the user's conversation with the run's host.
 */
export type StepBody = 'slot' | 'message';

export interface ScenarioStep {
  /** The k6 `tags.name` the figures group under, e.g. `POST /api/bookings`. */
  name: string;
  method: 'POST';
  /** Relative to the target; `{conversationId}` is the virtual user's conversation. */
  path: string;
  body: StepBody;
  /** Answers that are not failures (`http.expectedStatuses`): losing a slot is a 409. */
  expectedStatuses: readonly number[];
}

/**
 * A scenario, written once: the Node runner executes it, the k6 generator turns it into
 * `loadtest/k6/<id>.ts`, and the admin pages list it (`StressScenario`).
 */
export interface ScenarioDefinition {
  id: StressScenarioId;
  kind: StressRunKind;
  /** One line for the generated script's header (the pages have their own, translated). */
  summary: string;
  defaults: { vus: number; durationSeconds: number; rampSeconds: number };
  thresholds: StressThresholds;
  /** Listing types the run may book (empty: no target). */
  targets: readonly ListingType[];
  /**
   * An iteration starts at most this often per virtual user (k6: `sleep` for the rest). Set to
   * the deployment's per-user limits, so a run measures the system rather than its 429s.
   */
  pacingSeconds: number;
  steps: readonly ScenarioStep[];
  /** Messages: delivery to the recipient's live stream is measured (`message_delivery_duration`). */
  measuresDelivery: boolean;
}
