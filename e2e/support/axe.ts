import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's serious and critical axe violations, as "rule: targets" (rules in `skip` not run). */
export async function severeViolations(page: Page, skip: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (skip.length > 0 ? builder.disableRules(skip) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
