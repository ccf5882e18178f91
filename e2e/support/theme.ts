import { expect, type Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/** The theme on screen: the app's theme is only the `dark` class on <html> (apps/web/src/lib/theme.ts). */
export async function currentTheme(page: Page): Promise<Theme> {
  return (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light';
}

/**
 * Waits until no CSS animation or transition is running, so colours are measured at rest. With
 * `reducedMotion: 'reduce'` (playwright.config.ts) the app's reduced-motion rule makes every
 * animation and transition take 1 ms, so this normally passes at the first look.
 */
export async function waitForAnimationsToSettle(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' || a.pending)
            .map((a) => (a.effect instanceof KeyframeEffect ? String(a.effect.target?.nodeName) : 'animation')),
        ),
      { message: 'animations and transitions still running' },
    )
    .toEqual([]);
}

/**
 * Waits until the open screen is at rest: no loading skeleton or `aria-busy` region left (the
 * content has arrived) and no animation or transition running.
 */
export async function waitForScreenToSettle(page: Page): Promise<void> {
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]'), 'still loading').toHaveCount(0);
  await waitForAnimationsToSettle(page);
}

/**
 * Switches the theme of the open screen in place, as the app's own toggle does (the `dark` class on
 * <html> and localStorage 'theme'), without reloading, and waits for the colours to settle.
 */
export async function applyThemeInPlace(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.classList.toggle('dark', value === 'dark');
    try {
      window.localStorage.setItem('theme', value);
    } catch {
      // Blocked storage: the class alone sets the colours.
    }
  }, theme);
  expect(await currentTheme(page)).toBe(theme);
  await waitForAnimationsToSettle(page);
}

/**
 * Runs `fn` on the open screen, once it is at rest, in its current theme and then in the other
 * one, switched in place, and puts the original theme back afterwards.
 */
export async function inEachTheme(page: Page, fn: (theme: Theme) => Promise<void>): Promise<void> {
  await waitForScreenToSettle(page);
  const start = await currentTheme(page);
  await fn(start);
  const other: Theme = start === 'dark' ? 'light' : 'dark';
  await applyThemeInPlace(page, other);
  await fn(other);
  await applyThemeInPlace(page, start);
}
