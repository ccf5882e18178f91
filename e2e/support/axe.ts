import axe, { type AxeResults, type RunOptions } from 'axe-core';

type AxeApi = typeof axe;
import { expect, type Page } from '@playwright/test';
import { inEachTheme, type Theme } from './theme';

/** The rules every screen is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeOptions {
  /** Selectors left out of the scan (content owned by other screens' checks). */
  exclude?: string[];
  /** Only this part of the screen is scanned (a selector); the whole document when not given. */
  include?: string;
  /** Tags to check instead of AXE_TAGS. */
  tags?: string[];
  /** Rules to check instead of tags. */
  rules?: string[];
}

/**
 * Runs axe-core in the page, injected once per loaded document. @axe-core/playwright injects
 * axe's 600 KB source again for every scan and finishes each one in a new blank page (its
 * runPartial/finishRun mode, for cross-origin frames): measured at 0.75–1.1 s a scan here, where
 * axe.run in the page takes 0.2–0.3 s. The app has no frames, so axe.run on the document sees
 * everything the builder saw (same rules, same results).
 */
export async function runAxe(page: Page, { exclude = [], include, tags = AXE_TAGS, rules }: AxeOptions = {}) {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
    resultTypes: ['violations'],
  };
  return page.evaluate(
    ({ include, exclude, options }) => {
      const excluded = exclude.map((selector) => [selector]);
      const context = include ? { include: [[include]], exclude: excluded } : { exclude: excluded };
      return (window as unknown as { axe: AxeApi }).axe.run(context, options);
    },
    { include, exclude, options },
  ) as Promise<AxeResults>;
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
export async function blockingAxeViolations(page: Page, options: AxeOptions = {}) {
  const results = await runAxe(page, options);
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
