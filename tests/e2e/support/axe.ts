// axe-core in the page (WCAG 2.x A/AA rules): returns only serious and critical violations, formatted so a
// failing expectation names the rule, the nodes and the fix.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsSettled } from './harness';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function seriousA11yViolations(
  page: Page,
  options: { exclude?: string[]; disableRules?: string[] } = {},
): Promise<AxeFinding[]> {
  // The screen as it is read once still: mid-animation, a fading text fails contrast and a dialog still entering
  // from off screen does not count as an open modal (so the page it hides reads as focusable under aria-hidden).
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
}
