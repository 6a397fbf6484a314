import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, read once. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, what the portal promises. */
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The serious and critical WCAG 2.1 AA problems axe-core finds on the page as it is now, one
 * line each: the rule, what it asks, and where.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a <script>: the portal's CSP rightly refuses inline scripts.
  if (!injected) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target }) => ({ target: target.map(String) })),
    }));
  }, wcag21aa);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      ({ id, impact, help, nodes }) =>
        `${impact} ${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Fails the test with every serious or critical problem, so all of them are seen at once. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityProblems(page)).toEqual([]);
}
