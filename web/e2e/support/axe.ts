import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// axe-core (pinned to 4.13.0 by a pnpm override: 4.14.1 skips some oklch contrast checks, see
// TOOLCHAIN.md) over WCAG 2.0, 2.1 and 2.2, levels A and AA. Only serious and critical findings
// fail a test; moderate and minor ones are not reported.

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

const MAP_MARKER = '.maplibregl-marker';

/**
 * Selectors axe may skip: third-party iframes only (Stripe's card fields), which we cannot
 * change. Our own markup is never excluded.
 */
export type ThirdPartyFrame = 'iframe[src*="stripe.com"]' | 'iframe[name^="__privateStripe"]';

export interface A11yOptions {
  exclude?: readonly ThirdPartyFrame[];
}

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

/**
 * Runs axe on the page as it is now and fails with a readable report on any serious or critical
 * violation. `context` names what was checked (route, language, state) in the failure.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  context: string,
  options: A11yOptions = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(MAP_MARKER);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  // The map's price markers: every rule but target-size. Markers of nearby spaces overlap at a
  // city's zoom, and WCAG 2.5.8 exempts a target whose function another control on the page
  // offers at full size: each marker's listing is a card in the results list beside the map.
  let markerViolations: typeof violations = [];
  if ((await page.locator(MAP_MARKER).count()) > 0) {
    ({ violations: markerViolations } = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .include(MAP_MARKER)
      .disableRules(['target-size'])
      .analyze());
  }
  const serious = [...violations, ...markerViolations].filter((v) =>
    FAILING_IMPACTS.has(v.impact ?? ''),
  );
  expect(
    serious,
    `accessibility violations on ${context}:\n${formatViolations(serious)}`,
  ).toHaveLength(0);
}
