import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { inEachTheme, type Theme } from './theme';

/** The rules every screen is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeOptions {
  /** Selectors left out of the scan (content owned by other screens' checks). */
  exclude?: string[];
  /** Tags to check instead of AXE_TAGS. */
  tags?: string[];
}

export interface BlockingViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The rules whose result a theme can change. A theme is only the `dark` class on <html>, which
 * swaps colour variables: names, roles, structure, focus order and target sizes are the same in
 * both, so the second theme of a screen is scanned for these alone (half the scan's cost).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** One scan of the screen as it is: the serious and critical violations. */
export async function blockingAxeViolations(
  page: Page,
  { exclude = [], tags = AXE_TAGS, rules }: AxeOptions & { rules?: string[] } = {},
) {
  let builder = rules ? new AxeBuilder({ page }).withRules(rules) : new AxeBuilder({ page }).withTags(tags);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v): BlockingViolation => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 10),
    }));
}

/**
 * Scans the open screen for serious and critical axe violations in light AND dark: every rule in the
 * theme it is in, then the colour rules after switching the theme in place (no reload, so the
 * screen's state is kept), then switches back. Violations are reported per theme. `beforeScan` runs
 * in each theme just before its scan (for screenshots).
 */
export async function expectNoAxeViolations(
  page: Page,
  {
    label,
    beforeScan,
    ...options
  }: AxeOptions & { label?: string; beforeScan?: (theme: Theme) => Promise<unknown> } = {},
): Promise<void> {
  const found: Record<Theme, BlockingViolation[]> = { light: [], dark: [] };
  let first = true;
  await inEachTheme(page, async (theme) => {
    await beforeScan?.(theme);
    // Every rule in the theme the screen is in; then what the other theme's colours can break.
    found[theme] = await blockingAxeViolations(page, first ? options : { ...options, rules: COLOUR_RULES });
    first = false;
  });
  expect(found, `${label ? `${label}: ` : ''}${JSON.stringify(found, null, 2)}`).toEqual({ light: [], dark: [] });
}
