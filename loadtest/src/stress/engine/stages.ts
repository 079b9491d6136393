import type { StressStage } from '@arrendo/contracts';

export interface StagePlan {
  /** Virtual users at the start (k6 `startVUs`): all of them when there is no ramp. */
  startVus: number;
  stages: StressStage[];
}

/**
 * A run's stages as k6's `ramping-vus` executor takes them: up from 0 to `vus` over the ramp,
 * then `vus` until the end. Without a ramp every user starts at once.
 */
export function stagesFor(run: {
  vus: number;
  durationSeconds: number;
  rampSeconds: number;
}): StagePlan {
  const ramp = Math.min(run.rampSeconds, run.durationSeconds);
  const hold = run.durationSeconds - ramp;
  if (ramp === 0)
    return { startVus: run.vus, stages: [{ durationSeconds: hold, target: run.vus }] };
  const stages: StressStage[] = [{ durationSeconds: ramp, target: run.vus }];
  if (hold > 0) stages.push({ durationSeconds: hold, target: run.vus });
  return { startVus: 0, stages };
}

export function totalSeconds(plan: StagePlan): number {
  return plan.stages.reduce((sum, stage) => sum + stage.durationSeconds, 0);
}

/**
 * Virtual users wanted `elapsedMs` into the run: linear within a stage from the previous
 * stage's target (k6 rounds down the same way); 0 after the last stage.
 */
export function vusAt(plan: StagePlan, elapsedMs: number): number {
  let from = plan.startVus;
  let startMs = 0;
  for (const stage of plan.stages) {
    const endMs = startMs + stage.durationSeconds * 1000;
    if (elapsedMs < endMs) {
      const share = (elapsedMs - startMs) / (endMs - startMs);
      return Math.floor(from + (stage.target - from) * Math.max(0, share));
    }
    from = stage.target;
    startMs = endMs;
  }
  return 0;
}

/** The most virtual users the plan ever asks for. */
export function maxVus(plan: StagePlan): number {
  return Math.max(plan.startVus, ...plan.stages.map((stage) => stage.target));
}
