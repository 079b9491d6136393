import type { NatsConnection } from 'nats';
import {
  StressRunEvent,
  stressLiveSubjectFor,
  type StressProgress,
  type StressRun,
  type StressSample,
} from '@arrendo/contracts';

/**
 * Publishes a run's live events on core NATS (`live.stress.<runId>`), validated like every
 * message: what was missed is in the stored run, which the BFF reads first.
 */
export class RunPublisher {
  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
  ) {}

  run(run: StressRun): void {
    this.publish(run.id, { type: 'run', run });
  }

  progress(runId: string, progress: StressProgress, sample: StressSample): void {
    this.publish(runId, { type: 'progress', runId, progress, sample });
  }

  private publish(runId: string, event: StressRunEvent): void {
    const checked = StressRunEvent.parse(event);
    this.nc.publish(`${this.prefix}${stressLiveSubjectFor(runId)}`, JSON.stringify(checked));
  }
}
