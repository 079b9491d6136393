import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../scenarios/index.js';
import { k6Script, k6ScriptPath } from './generate.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the k6 scripts in loadtest/k6', () => {
  it.each(Object.values(SCENARIOS))(
    '$id is what the generator makes from its definition (run k6:generate after changing it)',
    (definition) => {
      const committed = readFileSync(`${repoRoot}${k6ScriptPath(definition.id)}`, 'utf8');
      expect(committed).toBe(k6Script(definition));
    },
  );

  it("writes the scenario's thresholds, pacing and request into the script", () => {
    const script = k6Script(SCENARIOS['booking-contention']);
    expect(script).toContain("http_req_duration: ['p(95)<1500']");
    expect(script).toContain("http_req_failed: ['rate<0.05']");
    expect(script).toContain('const PACING_SECONDS = 6;');
    expect(script).toContain('responseCallback: http.expectedStatuses(201, 409)');
    expect(script).toContain("executor: 'ramping-vus'");
  });
});
