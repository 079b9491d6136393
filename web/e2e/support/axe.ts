import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core (pinned to 4.13.0 by a pnpm override: 4.14.1 skips some oklch contrast checks, see
// pnpm-workspace.yaml) over WCAG 2.0, 2.1 and 2.2, levels A and AA. Only serious and critical findings
// fail a test; moderate and minor ones are not reported.
//
// axe runs inside the page, injected once per document. @axe-core/playwright's `analyze()` costs
// 2–6 s a call on this machine (it re-injects axe and opens a blank page for `finishRun` every
// time) against 0.3–1.4 s here; the route walk runs axe some 250 times. The app renders no iframes
// of its own (Stripe's card fields, with a real Stripe key, are the only ones), so the run stays in
// the top document.

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

const MAP_MARKER = '.maplibregl-marker';

// The engine @axe-core/playwright depends on (the same pinned 4.13.0).
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One readable block per rule: id, impact, help, then every node's selector and summary. */
export function formatViolations(findings: readonly Finding[]): string {
  return findings
    .map((v) => {
      const nodes = v.nodes
        .map((n) => {
          const target = n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t)));
          const summary = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ').trim();
          return `    - ${target.join(', ')}\n      ${summary}`;
        })
        .join('\n');
      return `  [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

interface AxeRun {
  /** axe's context: what to check and what to leave out (CSS selectors). */
  context: { include?: string[][]; exclude?: string[][] } | string;
  disable: string[];
}

// The e2e project compiles without the DOM library; these are the page's globals the callbacks use.
interface AxeGlobal {
  axe?: {
    run(context: unknown, options: unknown): Promise<{ violations: Finding[] }>;
  };
  document: unknown;
}

interface AnimatedDocument {
  document: {
    getAnimations(): {
      playState: string;
      effect: { getComputedTiming(): { iterations?: number } } | null;
    }[];
  };
}

async function runAxe(page: Page, runs: readonly AxeRun[]): Promise<Finding[]> {
  const loaded = await page.evaluate(() => typeof (globalThis as unknown as AxeGlobal).axe);
  if (loaded === 'undefined') await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ runs, tags }) => {
      const g = globalThis as unknown as AxeGlobal;
      const found: Finding[] = [];
      for (const run of runs) {
        const context = typeof run.context === 'string' ? run.context : { ...run.context };
        const result = await g.axe!.run(context, {
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(run.disable.map((id) => [id, { enabled: false }])),
          resultTypes: ['violations'],
          iframes: false,
        });
        found.push(...result.violations);
      }
      return found;
    },
    { runs, tags: WCAG_TAGS },
  );
}

/**
 * Runs axe on the page as it is now and fails with a readable report on any serious or critical
 * violation. `context` names what was checked (route, language, state) in the failure.
 */
export async function expectNoSeriousA11yViolations(page: Page, context: string): Promise<void> {
  // A dialog fading in is half transparent: its contrast is the overlay's until it ends. Finite
  // animations only (a spinner's never end).
  await page.waitForFunction(() =>
    (globalThis as unknown as AnimatedDocument).document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const runs: AxeRun[] = [{ context: { exclude: [[MAP_MARKER]] }, disable: [] }];
  // The map's price markers: every rule but target-size. Markers of nearby spaces overlap at a
  // city's zoom, and WCAG 2.5.8 exempts a target whose function another control on the page
  // offers at full size: each marker's listing is a card in the results list beside the map.
  if ((await page.locator(MAP_MARKER).count()) > 0) {
    runs.push({ context: { include: [[MAP_MARKER]] }, disable: ['target-size'] });
  }
  const serious = (await runAxe(page, runs)).filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  expect(
    serious,
    `accessibility violations on ${context}:\n${formatViolations(serious)}`,
  ).toHaveLength(0);
}
